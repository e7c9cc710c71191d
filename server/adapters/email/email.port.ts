import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emailOutbox } from '../../db/schema.js';

export type EmailMessage = { to: string; subject: string; text: string; html?: string };
export type Mailer = { kind: 'outbox' | 'smtp'; send: (msg: EmailMessage) => Promise<{ id: string }> };

/**
 * Every message is recorded in the outbox table. With an SMTP URL it is also delivered, and the
 * row records 'sent' or the failure; without one it stays 'stored' (viewable in development).
 */
export function createMailer(db: Db, opts: { smtpUrl?: string; from: string }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined;
  return {
    kind: transport ? 'smtp' : 'outbox',
    async send(msg) {
      const id = randomUUID();
      await db.insert(emailOutbox).values({ id, to: msg.to, subject: msg.subject, text: msg.text, html: msg.html ?? null });
      if (!transport) return { id };
      try {
        await transport.sendMail({ from: opts.from, to: msg.to, subject: msg.subject, text: msg.text, html: msg.html });
        await db.update(emailOutbox).set({ status: 'sent' }).where(eq(emailOutbox.id, id));
      } catch (err) {
        await db.update(emailOutbox).set({ status: 'failed', error: String((err as Error).message).slice(0, 500) }).where(eq(emailOutbox.id, id));
        throw err;
      }
      return { id };
    },
  };
}
