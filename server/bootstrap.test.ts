import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, createTestApp, TEST_ORIGIN, type TestApp } from './test/harness.js';
import { emailOutbox } from './db/schema.js';
import { ADMIN_PASSWORD_FILE, ensureLocalAdmin, LOCAL_ADMIN_EMAIL } from './bootstrap.js';

let t: TestApp;
beforeAll(async () => {
  // No ADMIN_EMAILS: a local run makes its own admin account.
  t = await createTestApp({ env: { ADMIN_EMAILS: '' } });
});
afterAll(() => t.close());

describe('item 16: the one-time admin password', () => {
  it('item 16: is given once, in a box, and written once to a file in the data directory that signs the admin in', async () => {
    const notice = await ensureLocalAdmin(t.deps);
    const lines = notice!.split('\n');
    expect(lines[0]).toMatch(/^┌─+┐$/);
    expect(lines.at(-1)).toMatch(/^└─+┘$/);
    expect(
      lines.slice(1, -1).every((l) => l.startsWith('│ ') && l.endsWith(' │') && l.length === lines[0]!.length),
    ).toBe(true);
    const password = /Password: (\S+)/.exec(notice!)![1]!;
    const file = path.join(t.dataDir, ADMIN_PASSWORD_FILE);
    expect(notice).toContain(file);
    const written = await fs.readFile(file, 'utf8');
    expect(written).toContain(`Password: ${password}`);
    expect((await fs.stat(file)).mode & 0o077).toBe(0);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: { email: LOCAL_ADMIN_EMAIL, password },
    });
    expect(signIn.statusCode).toBe(200);
    // The shop's own admin needs no verification link to open the desk (issue 35: addresses must be proved).
    const cookie = cookieHeader(signIn.headers['set-cookie']);
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).json()).toMatchObject({ isAdmin: true });
    expect((await t.app.inject({ url: '/api/admin/templates', headers: { cookie } })).statusCode).toBe(200);
    expect(await t.deps.db.select().from(emailOutbox)).toEqual([]); // and is sent none
    // The next start says nothing and leaves the file as it was.
    expect(await ensureLocalAdmin(t.deps)).toBeNull();
    expect(await fs.readFile(file, 'utf8')).toBe(written);
  });
});
