import { useQuery, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/** What Better Auth's GET /api/auth/get-session returns for a signed-in browser. */
export type SessionData = {
  user: { id: string; email: string; name: string; emailVerified?: boolean; image?: string | null };
  session: { id: string; expiresAt: string };
};

export const SESSION_QUERY_KEY = queryKeys.session.all;

async function fetchSession(): Promise<SessionData | null> {
  const res = await fetch('/api/auth/get-session', {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`Could not read the session (HTTP ${res.status}).`);
  const body = (await res.json().catch(() => null)) as SessionData | null;
  return body?.user ? body : null;
}

/**
 * The signed-in browser's session, read once and kept in the query cache (sign-in and sign-out
 * refresh it). A plain query instead of Better Auth's client store keeps the auth SDK out of the
 * first page load: only the sign-in, sign-up and account screens load it.
 */
export function useSession() {
  const query = useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSession, staleTime: Infinity, retry: 1 });
  return { data: query.data ?? null, isPending: query.isPending, error: query.error };
}

/** After sign-out: nothing of the previous customer stays in this tab's caches. */
export async function forgetSession(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
  // The tab's drafts and generation jobs belong to the customer who leaves (the cart empties itself).
  try {
    sessionStorage.clear();
  } catch {
    /* storage blocked: nothing was kept there either */
  }
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
}
