import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { createTestDatabase } from '../../test/harness.js';
import type { Database } from '../../db/client.js';
import { emailOutbox } from '../../db/schema.js';
import { createMailer } from './email.port.js';

type Received = { from: string; to: string[]; raw: string };

describe('mailer', () => {
  let database: Database;
  let smtp: SMTPServer;
  let port = 0;
  const received: Received[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (c: Buffer) => (raw += c.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await database.close();
  });

  it('keeps messages in the outbox when no SMTP server is configured', async () => {
    const mailer = createMailer(database.db, { from: 'Shop <shop@test.local>' });
    expect(mailer.kind).toBe('outbox');
    const { id } = await mailer.send({ to: 'a@test.local', subject: 'Hello', text: 'Body' });
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ to: 'a@test.local', subject: 'Hello', status: 'stored' });
  });

  it('delivers through SMTP with nodemailer and records it as sent', async () => {
    const mailer = createMailer(database.db, {
      smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      from: 'Shop <shop@test.local>',
    });
    expect(mailer.kind).toBe('smtp');
    const { id } = await mailer.send({
      to: 'b@test.local',
      subject: 'Your portrait',
      text: 'It is ready.',
      html: '<p>It is ready.</p>',
    });
    expect(received.at(-1)).toMatchObject({ from: 'shop@test.local', to: ['b@test.local'] });
    expect(received.at(-1)!.raw).toContain('Subject: Your portrait');
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row!.status).toBe('sent');
  });

  it('delivers messages queued inside a transaction only after commit, once', async () => {
    const mailer = createMailer(database.db, {
      smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      from: 'Shop <shop@test.local>',
    });
    const before = received.length;
    await database.db.transaction(async (tx) => {
      await mailer.enqueue(tx, { to: 'q@test.local', subject: 'Queued', text: 'x' });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await mailer.enqueue(tx, { to: 'rolled-back@test.local', subject: 'Never', text: 'x' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const [a, b] = await Promise.all([mailer.flush(), mailer.flush()]);
    expect(a + b).toBe(1);
    expect(received.slice(before).map((r) => r.to[0])).toEqual(['q@test.local']);
    expect(await mailer.flush()).toBe(0);
  });

  it('records a delivery failure and reports it', async () => {
    const mailer = createMailer(database.db, {
      smtpUrl: 'smtp://127.0.0.1:1?connectionTimeout=2000',
      from: 'Shop <shop@test.local>',
    });
    await expect(mailer.send({ to: 'c@test.local', subject: 'Nope', text: 'x' })).rejects.toThrow();
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'c@test.local'));
    expect(row!.status).toBe('failed');
    expect(row!.error).toBeTruthy();
  });

  it('SMTP unreachable for a while: queued messages stay queued and go out once when it is back', async () => {
    const free = await new Promise<number>((resolve) => {
      const probe = new SMTPServer({ authOptional: true });
      probe.listen(0, '127.0.0.1', () => {
        const p = (probe.server.address() as AddressInfo).port;
        probe.close(() => resolve(p));
      });
    });
    const mailer = createMailer(database.db, {
      smtpUrl: `smtp://127.0.0.1:${free}?ignoreTLS=true&connectionTimeout=2000`,
      from: 'Shop <shop@test.local>',
    });
    await database.db.transaction((tx) =>
      mailer.enqueue(tx, { to: 'later@test.local', subject: 'While down', text: 'x' }),
    );
    expect(await mailer.flush()).toBe(0);
    expect(await mailer.flush()).toBe(0);
    const [waiting] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'later@test.local'));
    expect(waiting).toMatchObject({ status: 'queued', error: expect.stringMatching(/ECONNREFUSED|connect/i) });

    const got: string[] = [];
    const back = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        stream.on('data', () => {});
        stream.on('end', () => {
          got.push(session.envelope.rcptTo.map((r) => r.address).join(','));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => back.listen(free, '127.0.0.1', resolve));
    try {
      expect(await mailer.flush()).toBe(1);
      expect(await mailer.flush()).toBe(0);
      expect(got).toEqual(['later@test.local']);
      const [sent] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'later@test.local'));
      expect(sent).toMatchObject({ status: 'sent', error: null });
    } finally {
      await new Promise<void>((resolve) => back.close(() => resolve()));
    }
  });
});
