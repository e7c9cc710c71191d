import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.js';
import { session, user } from '../db/schema.js';

/** Session revocations travel on their own NOTIFY channel, apart from the customer-facing live events. */
export const SESSIONS_CHANNEL = 'pawtrait_sessions';
/** How long a resolved session is trusted without asking the database again (revocations drop it at once). */
export const SESSION_CACHE_MS = 5_000;
const MAX_ENTRIES = 20_000;
/** A revoked token is refused for at least this long even if a racing read saw its row before the delete committed. */
const TOMBSTONE_MS = SESSION_CACHE_MS * 4;
const ECHO_WAIT_MS = 2_000;

export type CachedSession = { userId: string; email: string; emailVerified: boolean; name: string };
type Entry = CachedSession & { tokenHash: string; until: number };
type Revocation = { userId: string; tokenHash?: string; origin?: string; seq?: number };

export type SessionCache = {
  /** The user behind a signed session cookie value (as sent, URL-encoded), or null. */
  resolve: (cookieValue: string) => Promise<CachedSession | null>;
  /**
   * Drops a revoked session (or every session of a user) here at once and on every other node through
   * NOTIFY; resolves when this node has heard its own notification back (so the others have it too).
   */
  revoke: (r: { userId: string; token?: string }) => Promise<void>;
  size: () => number;
  stop: () => Promise<void>;
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url').slice(0, 32);

/** Better Auth's cookie format: encodeURIComponent(`${token}.${base64(HMAC-SHA256(secret, token))}`). */
export function verifySignedToken(cookieValue: string, secret: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(cookieValue);
  } catch {
    return null;
  }
  const dot = decoded.lastIndexOf('.');
  if (dot <= 0) return null;
  const token = decoded.slice(0, dot);
  const given = Buffer.from(decoded.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** The value of one cookie in a Cookie header (first occurrence), without parsing the rest. */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  let from = 0;
  while (from < header.length) {
    const at = header.indexOf(name, from);
    if (at < 0) return null;
    const before = at === 0 ? ';' : header[at - 1];
    if ((before === ';' || before === ' ') && header[at + name.length] === '=') {
      const end = header.indexOf(';', at);
      return header.slice(at + name.length + 1, end < 0 ? undefined : end).trim();
    }
    from = at + name.length;
  }
  return null;
}

async function readSession(db: Db, token: string): Promise<(CachedSession & { expiresAt: Date }) | null> {
  const rows = await db
    .select({
      userId: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      name: user.name,
      expiresAt: session.expiresAt,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(and(eq(session.token, token), gt(session.expiresAt, sql`now()`)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Token -> user for a few seconds, so a signed-in request costs one HMAC on a miss and nothing on a hit.
 * A miss is one query (session joined with user). Revocations (sign-out, revoke-session(s), password
 * reset) drop entries on every node at once through Postgres LISTEN/NOTIFY; revoked tokens are also
 * tombstoned, so a read racing the delete cannot put them back.
 */
export async function startSessionCache(
  database: Pick<Database, 'db' | 'listen'>,
  secret: string,
): Promise<SessionCache> {
  const { db } = database;
  const entries = new Map<string, Entry>(); // key: the cookie value as sent (signature already checked)
  const inflight = new Map<string, Promise<CachedSession | null>>();
  const tombstones = new Map<string, number>(); // token hash -> until
  const revokedUsers = new Map<string, number>(); // user id -> last revocation (reads started before it are not cached)
  const nodeId = randomBytes(8).toString('hex');
  let seq = 0;
  const echoes = new Map<number, () => void>();

  const drop = (r: Revocation) => {
    const now = Date.now();
    if (r.tokenHash) tombstones.set(r.tokenHash, now + TOMBSTONE_MS);
    revokedUsers.set(r.userId, now);
    for (const [key, e] of entries) if (e.userId === r.userId) entries.delete(key);
    for (const [k, until] of tombstones) if (until < now) tombstones.delete(k);
    for (const [k, at] of revokedUsers) if (at + TOMBSTONE_MS < now) revokedUsers.delete(k);
  };

  const unlisten = await database.listen(SESSIONS_CHANNEL, (payload) => {
    let r: Revocation;
    try {
      r = JSON.parse(payload) as Revocation;
    } catch {
      return;
    }
    if (typeof r?.userId !== 'string') return;
    drop(r);
    if (r.origin === nodeId && r.seq !== undefined) echoes.get(r.seq)?.();
  });

  const load = async (key: string): Promise<CachedSession | null> => {
    const token = verifySignedToken(key, secret);
    if (!token) return null;
    const tokenHash = hashToken(token);
    if ((tombstones.get(tokenHash) ?? 0) > Date.now()) return null;
    const started = Date.now();
    const row = await readSession(db, token);
    if (!row) return null;
    // A revocation heard while we were reading wins over what we read.
    if ((tombstones.get(tokenHash) ?? 0) > Date.now()) return null;
    const found = { userId: row.userId, email: row.email, emailVerified: row.emailVerified, name: row.name };
    if ((revokedUsers.get(row.userId) ?? -1) >= started) return found; // answer, but do not keep it
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    entries.set(key, { ...found, tokenHash, until: Math.min(Date.now() + SESSION_CACHE_MS, row.expiresAt.getTime()) });
    return found;
  };

  return {
    resolve(key) {
      const hit = entries.get(key);
      if (hit) {
        if (hit.until > Date.now()) return Promise.resolve(hit);
        entries.delete(key);
      }
      let pending = inflight.get(key);
      if (!pending) {
        pending = load(key).finally(() => inflight.delete(key));
        inflight.set(key, pending);
      }
      return pending;
    },
    async revoke({ userId, token }) {
      const r: Revocation = { userId, tokenHash: token ? hashToken(token) : undefined, origin: nodeId, seq: ++seq };
      drop(r);
      const echoed = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ECHO_WAIT_MS);
        echoes.set(r.seq!, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      await db.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, ${JSON.stringify(r)})`);
      await echoed;
      echoes.delete(r.seq!);
    },
    size: () => entries.size,
    stop: unlisten,
  };
}
