import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from '../features/auth/auth.js';
import type { Config } from '../config.js';
import { isAdmin } from '../features/auth/auth.js';
import { AppError } from './errors.js';

export type SessionUser = { id: string; email: string; name: string; isAdmin: boolean };

/** Reads the session from the request's cookies; null when signed out. */
export async function readUser(auth: Auth, config: Config, request: FastifyRequest): Promise<SessionUser | null> {
  if (!request.headers.cookie && !request.headers.authorization) return null;
  const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) }).catch(() => null);
  if (!session) return null;
  const { id, email, name } = session.user;
  return { id, email, name, isAdmin: isAdmin({ id, email }, config.admin) };
}

export async function requireUser(auth: Auth, config: Config, request: FastifyRequest): Promise<SessionUser> {
  const user = await readUser(auth, config, request);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in first.');
  return user;
}

export async function requireAdmin(auth: Auth, config: Config, request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(auth, config, request);
  if (!user.isAdmin) throw new AppError('FORBIDDEN', 'Unauthorized access.');
  return user;
}
