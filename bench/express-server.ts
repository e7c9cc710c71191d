/**
 * Express 5 anchor for bench/signed-in.ts: GET /api/library the plain way, on the same PostgreSQL and data
 * as the app. Verifies the Better Auth session cookie's HMAC (node:crypto), reads the session joined with
 * its user (one query, the best an ORM-free server does on every request), reads the library with the
 * app's SQL, and answers the same JSON. Env: PORT, HOST, DATABASE_URL, AUTH_SECRET.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import express from 'express';
import pg from 'pg';

const secret = process.env.AUTH_SECRET!;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const COOKIE = 'better-auth.session_token=';

function tokenFrom(cookieHeader: string | undefined): string | null {
  const at = cookieHeader?.indexOf(COOKIE) ?? -1;
  if (!cookieHeader || at < 0) return null;
  const end = cookieHeader.indexOf(';', at);
  const value = decodeURIComponent(cookieHeader.slice(at + COOKIE.length, end < 0 ? undefined : end));
  const dot = value.lastIndexOf('.');
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

interface LibraryRow {
  id: string;
  image_key: string;
  mockup_url: string | null;
  name: string | null;
  saved: boolean;
  size: string | null;
  template_id: string | null;
  prompt_original: string | null;
  prompt_refined: string | null;
  created_at: Date;
  updated_at: Date;
  expires_at: Date | null;
}

const app = express();
app.disable('x-powered-by');
app.get('/health', (_req, res) => void res.json({ ok: true }));
app.get('/api/library', async (req, res) => {
  const token = tokenFrom(req.headers.cookie);
  if (!token)
    return void res.status(401).json({ error: { code: 'UNAUTHENTICATED', message: 'Please sign in first.' } });
  const s = await pool.query(
    'select u.id, u.email, u.name from session s join "user" u on u.id = s.user_id where s.token = $1 and s.expires_at > now() limit 1',
    [token],
  );
  const user = s.rows[0] as { id: string } | undefined;
  if (!user) return void res.status(401).json({ error: { code: 'UNAUTHENTICATED', message: 'Please sign in first.' } });
  const { rows } = await pool.query<LibraryRow>(
    `select * from library_items where user_id = $1 and (saved = true or expires_at is null or expires_at > $2)
     order by created_at desc, id desc`,
    [user.id, new Date()],
  );
  res.set('cache-control', 'no-store').json({
    items: rows.map((r) => ({
      id: r.id,
      imageUrl: `/files/${r.image_key}`,
      mockupUrl: r.mockup_url,
      name: r.name,
      saved: r.saved,
      size: r.size,
      templateId: r.template_id,
      promptOriginal: r.prompt_original,
      promptRefined: r.prompt_refined,
      createdAt: r.created_at.toISOString(),
      updatedAt: r.updated_at.toISOString(),
      expiresAt: r.saved || !r.expires_at ? null : r.expires_at.toISOString(),
    })),
  });
});

const server = app.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1', () =>
  console.log(`express listening on ${process.env.PORT}`),
);
server.keepAliveTimeout = 72_000;
const stop = () => server.close(() => void pool.end().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
