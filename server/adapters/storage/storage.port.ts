import fs from 'node:fs/promises';
import path from 'node:path';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Where the shop's files live. Keys are relative paths like 'templates/royal-pet-480.webp'. */
export type Storage = {
  put: (key: string, body: Buffer, contentType: string) => Promise<{ key: string; url: string }>;
  get: (key: string) => Promise<{ body: Buffer; contentType: string } | null>;
  exists: (key: string) => Promise<boolean>;
  delete: (key: string) => Promise<void>;
  list: (prefix: string) => Promise<string[]>;
  urlFor: (key: string) => string;
  /**
   * A link that works without a session until it expires: local files get an HMAC-signed
   * /files URL (bound to the key), S3 a pre-signed GET URL. `download` asks for an attachment.
   */
  signedUrl: (key: string, opts?: { ttlSeconds?: number; download?: string }) => Promise<string>;
  /** True when signedUrl points at the store itself (S3): the app redirects there instead of streaming. */
  redirectsToStore: boolean;
  /** The key of one of our own file URLs, or null for anything else. */
  keyFromUrl: (url: string) => string | null;
};

export const FILES_PREFIX = '/files/';

/** Files public by nature (template art and previews, reference pets, samples): anyone, cached a year. */
export const PUBLIC_PREFIXES = ['templates/', 'dog_cat/', 'samples/'] as const;
export const isPublicKey = (key: string) => PUBLIC_PREFIXES.some((p) => key.startsWith(p));

/**
 * A new private key: `{kind}/{owner}/{random}{suffix}`. The owner segment (a user id) lets the
 * file route check ownership without a query; the random part (144 bits) is new for every file,
 * so no file's name can be derived from another's (the print file is not the preview's name + '-full').
 */
export function newFileKey(kind: string, ownerId: string, suffix: string) {
  return `${kind}/${ownerId}/${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}${suffix}`;
}

/** The owner segment of a `{kind}/{owner}/{file}` key, or null for other shapes. */
export function ownerOfKey(key: string): string | null {
  const parts = key.split('/');
  return parts.length === 3 && !isPublicKey(key) ? parts[1]! : null;
}

/** Signed links expire at the end of a whole window, so the same file gets the same URL (browser cache). */
export function signedExpiry(ttlSeconds: number, now = Date.now()) {
  const window = Math.max(60, Math.floor(ttlSeconds / 2));
  return (Math.floor(now / 1000 / window) + 2) * window;
}

const fileMac = (secret: string, key: string, exp: number) =>
  createHmac('sha256', secret).update(`file:${key}:${exp}`).digest('base64url');

/** The longest a signed file link may live: the print provider's 7 days (a longer expiry is refused, even well signed). */
export const MAX_FILE_LINK_SECONDS = 7 * 86_400;

export function signFileKey(secret: string, key: string, ttlSeconds: number, now = Date.now()) {
  if (ttlSeconds > MAX_FILE_LINK_SECONDS)
    throw new Error(`A signed file link lives at most ${MAX_FILE_LINK_SECONDS} s.`);
  const exp = signedExpiry(ttlSeconds, now);
  return { exp, sig: fileMac(secret, key, exp) };
}

export function verifyFileSignature(secret: string, key: string, exp: number, sig: string, now = Date.now()) {
  if (!Number.isInteger(exp) || exp * 1000 < now || exp * 1000 > now + MAX_FILE_LINK_SECONDS * 1000) return false;
  const given = Buffer.from(sig, 'base64url');
  const expected = Buffer.from(fileMac(secret, key, exp), 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

export function contentTypeFor(key: string) {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/** A key is safe when it is a plain relative path without dot segments. */
export function isSafeKey(key: string) {
  return (
    /^[A-Za-z0-9_][A-Za-z0-9_.\-/]*$/.test(key) && !key.split('/').some((s) => s === '' || s === '.' || s === '..')
  );
}

/**
 * The storage key of one of our own file URLs ('/files/{key}', relative or on our public origin),
 * or null for anything else: other hosts, other schemes, query strings, dot segments.
 */
export function keyFromOwnUrl(url: string, publicBase = ''): string | null {
  if (typeof url !== 'string' || url.length > 2000) return null;
  let pathname: string;
  try {
    const parsed = new URL(url, 'http://self.invalid');
    const ownOrigin =
      parsed.origin === 'http://self.invalid' || (publicBase !== '' && parsed.origin === new URL(publicBase).origin);
    if (!ownOrigin || parsed.search || parsed.hash || parsed.username || parsed.password) return null;
    pathname = decodeURIComponent(parsed.pathname);
  } catch {
    return null;
  }
  if (!pathname.startsWith(FILES_PREFIX)) return null;
  const key = pathname.slice(FILES_PREFIX.length);
  return isSafeKey(key) ? key : null;
}

/** Files under a root directory, served by the app at /files/{key} (private ones to their owner or by signed link). */
export function createLocalStorage(root: string, publicBase = '', secret = ''): Storage {
  const full = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  const urlFor = (key: string) => `${publicBase}${FILES_PREFIX}${key}`;
  return {
    async put(key, body) {
      const file = full(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(tmp, body);
      await fs.rename(tmp, file);
      return { key, url: urlFor(key) };
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        return { body: await fs.readFile(full(key)), contentType: contentTypeFor(key) };
      } catch {
        return null;
      }
    },
    async exists(key) {
      if (!isSafeKey(key)) return false;
      return fs.access(full(key)).then(
        () => true,
        () => false,
      );
    },
    async delete(key) {
      if (!isSafeKey(key)) return;
      await fs.rm(full(key), { force: true });
    },
    async list(prefix) {
      const dir = full(prefix.replace(/\/$/, ''));
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      return names.filter((n) => !n.endsWith('.tmp')).map((n) => `${prefix.replace(/\/$/, '')}/${n}`);
    },
    urlFor,
    async signedUrl(key, opts = {}) {
      if (!secret) throw new Error('local storage needs a secret to sign links');
      const { exp, sig } = signFileKey(secret, key, opts.ttlSeconds ?? 15 * 60);
      return `${urlFor(key)}?exp=${exp}&sig=${sig}`;
    },
    redirectsToStore: false,
    keyFromUrl: (url) => keyFromOwnUrl(url, publicBase),
  };
}
