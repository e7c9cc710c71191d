import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Config } from '../config.js';
import type { AppDeps } from '../deps.js';
import { AppError } from '../core/errors.js';
import { cookieValue, type SessionCache } from './session-cache.js';

export type SessionUser = { id: string; email: string; name: string; isAdmin: boolean };
type Auth = AppDeps['auth'];

/**
 * ADMIN_USER_IDS name accounts; ADMIN_EMAILS name addresses, which count only once their owner has proved them
 * (the verification link): otherwise whoever signs up first with the owner's address would own the shop.
 */
export function isAdmin(user: { id: string; email: string; emailVerified: boolean }, admin: Config['admin']) {
  return admin.userIds.includes(user.id) || (user.emailVerified && admin.emails.includes(user.email.toLowerCase()));
}

/** Who may call a route. Declared as `config: { access }`; checked before the body is validated. */
export type RouteAccess = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session, resolved at most once per request (undefined: not looked up yet). */
    sessionUser?: SessionUser | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Resolves session cookies without Better Auth's ORM round trips (see session-cache.ts). */
    sessionCache?: { cache: SessionCache; cookieName: string };
  }
}

/** Reads the session from the request's cookies; null when signed out. Cached on the request. */
export async function readUser(auth: Auth, config: Config, request: FastifyRequest): Promise<SessionUser | null> {
  if (request.sessionUser !== undefined) return request.sessionUser;
  let user: SessionUser | null = null;
  const fast = request.server.sessionCache;
  if (fast) {
    const value = cookieValue(request.headers.cookie, fast.cookieName);
    const found = value ? await fast.cache.resolve(value).catch(() => null) : null;
    if (found)
      user = {
        id: found.userId,
        email: found.email,
        name: found.name,
        isAdmin: isAdmin({ id: found.userId, email: found.email, emailVerified: found.emailVerified }, config.admin),
      };
  } else if (request.headers.cookie || request.headers.authorization) {
    const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) }).catch(() => null);
    if (session) {
      const { id, email, name, emailVerified } = session.user;
      user = { id, email, name, isAdmin: isAdmin({ id, email, emailVerified }, config.admin) };
    }
  }
  request.sessionUser = user;
  return user;
}

/**
 * The caller of a route declared `config: { access: 'user' | 'admin' }`, already checked by the access
 * hook. Handlers read the user here and never check access themselves.
 */
export function signedInUser(request: FastifyRequest): SessionUser {
  const user = request.sessionUser;
  if (!user)
    throw new Error(
      `${request.method} ${request.routeOptions.url} reads the signed-in user but does not declare config.access.`,
    );
  return user;
}

/**
 * Enforces each route's `config.access` on request, before parsing and validation, so a signed-out
 * caller gets 401 (and a customer on an admin route 403) whatever body they sent. The check is added
 * to the routes that declare user or admin access only (decided once, when the route is added), so a
 * public request pays nothing for it.
 */
export async function registerAccessHook(app: FastifyInstance, auth: Auth, config: Config, sessions?: SessionCache) {
  if (sessions)
    app.decorate('sessionCache', { cache: sessions, cookieName: (await auth.$context).authCookies.sessionToken.name });
  // Declared up front: a property added to some requests only would give requests two shapes, and every
  // request (public ones included) would then run slower, polymorphic code in Fastify's pipeline.
  app.decorateRequest('sessionUser', undefined);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access !== 'user' && access !== 'admin') return;
    const check = async (request: FastifyRequest) => {
      const user = await readUser(auth, config, request);
      if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in first.');
      if (access === 'admin' && !user.isAdmin) throw new AppError('FORBIDDEN', 'Unauthorized access.');
    };
    // First among the route's own hooks (those added by plugins registered later, e.g. rate limits, run after it).
    route.onRequest = [check, ...[route.onRequest ?? []].flat()];
  });
}
