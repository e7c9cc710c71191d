/**
 * Visitors look before they sign in (DESIGN.md §6): an action that needs an account sends them to
 * /login with the page to come back to, and the page keeps their choices in this tab meanwhile.
 */

/** /login with the page to return to after signing in (or signing up). */
export function signInPath(next: string) {
  return `/login?next=${encodeURIComponent(next)}`;
}

/** Router state of the navigation back from sign-in: only then does a page take up its kept draft. */
export const RETURN_STATE = { returnedFromSignIn: true } as const;
export const returnedFromSignIn = (state: unknown) =>
  Boolean((state as { returnedFromSignIn?: boolean } | null)?.returnedFromSignIn);

/** Only a path inside this shop (never '//host' or a full URL), else home. */
export function safeNext(raw: string | null | undefined): string {
  return raw && raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\') ? raw : '/';
}

const DRAFT_PREFIX = 'draft:';

export function saveDraft(key: string, value: unknown) {
  try {
    sessionStorage.setItem(DRAFT_PREFIX + key, JSON.stringify(value));
  } catch {
    /* storage full or blocked: the customer chooses again */
  }
}

/** The draft kept for `key`, read once (it is removed). */
export function takeDraft<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_PREFIX + key);
    sessionStorage.removeItem(DRAFT_PREFIX + key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** A chosen photo small enough to keep in the tab's storage while the customer signs in. */
export type PhotoDraft = { name: string; type: string; dataUrl: string };
const MAX_KEPT_PHOTO_BYTES = 3_000_000;

export function photoToDraft(file: File | null): Promise<PhotoDraft | null> {
  if (!file || file.size > MAX_KEPT_PHOTO_BYTES) return Promise.resolve(null);
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(typeof reader.result === 'string' ? { name: file.name, type: file.type, dataUrl: reader.result } : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });
}

export async function photoFromDraft(draft: PhotoDraft | null | undefined): Promise<File | null> {
  if (!draft?.dataUrl?.startsWith('data:')) return null;
  // Decoded here, not fetched: the shop's Content-Security-Policy does not let the page fetch data: URLs.
  try {
    const base64 = draft.dataUrl.slice(draft.dataUrl.indexOf(',') + 1);
    const binary = atob(base64);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return new File([bytes], draft.name, { type: draft.type });
  } catch {
    return null;
  }
}
