import { createAuthClient } from 'better-auth/react';

/**
 * Better Auth's browser SDK, for the auth actions (sign in/up/out, reset). Imported only by the
 * screens that act; reading the session is `useSession` in ./session (no SDK needed).
 */
export const authClient = createAuthClient({
  // The server renders screens that import this (the sign-in page) without a window; it never calls it there.
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: '/api/auth',
});
