import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emailOutbox } from '../../db/schema.js';

export type EmailMessage = { to: string; subject: string; text: string; html?: string };
type Writer = Pick<Db, 'insert'> & Partial<Pick<Db, 'execute'>>;

/** Said on the job engine's wake channel when a transaction queued a message: a worker flushes on commit. */
export const MAIL_WAKE = { channel: 'pawtrait_jobs', payload: 'mail' } as const;

export type Mailer = {
  kind: 'outbox' | 'smtp';
  /** Records and (with SMTP) delivers now; throws when delivery fails. */
  send: (msg: EmailMessage) => Promise<{ id: string }>;
  /** Records inside the caller's transaction; delivered by flush() after commit (outbox pattern). */
  enqueue: (tx: Writer, msg: EmailMessage) => Promise<{ id: string }>;
  /** Delivers queued messages; safe to run on many nodes at once (rows are claimed with SKIP LOCKED). */
  flush: () => Promise<number>;
};

/**
 * Every message is recorded in the outbox table. With an SMTP URL it is also delivered and the
 * row records 'sent' or the failure; without one it stays 'stored' (viewable in development).
 */
export function createMailer(
  db: Db,
  opts: { smtpUrl?: string; from: string | (() => { from: string; replyTo?: string }) },
): Mailer {
  // The sender may follow the storefront settings (name and reply-to address), read at each delivery.
  const sender = typeof opts.from === 'string' ? () => ({ from: opts.from as string }) : opts.from;
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined;
  /** A queued message whose server could not be reached (or answered 4xx: try later) goes back to the queue; a 5xx refusal is final. */
  const deliver = async (id: string, msg: EmailMessage, queued = false) => {
    try {
      await transport!.sendMail({ ...sender(), to: msg.to, subject: msg.subject, text: msg.text, html: msg.html });
      await db.update(emailOutbox).set({ status: 'sent', error: null }).where(eq(emailOutbox.id, id));
    } catch (err) {
      const code = (err as { responseCode?: number }).responseCode;
      const later = queued && !(typeof code === 'number' && code >= 500);
      await db
        .update(emailOutbox)
        .set({ status: later ? 'queued' : 'failed', error: String((err as Error).message).slice(0, 500) })
        .where(eq(emailOutbox.id, id));
      throw err;
    }
  };
  const record = async (writer: Writer, msg: EmailMessage, status: string) => {
    const id = randomUUID();
    await writer
      .insert(emailOutbox)
      .values({ id, to: msg.to, subject: msg.subject, text: msg.text, html: msg.html ?? null, status });
    return { id };
  };
  return {
    kind: transport ? 'smtp' : 'outbox',
    async send(msg) {
      const { id } = await record(db, msg, transport ? 'sending' : 'stored');
      if (transport) await deliver(id, msg);
      return { id };
    },
    async enqueue(tx, msg) {
      const queued = await record(tx, msg, transport ? 'queued' : 'stored');
      // Delivered when the transaction commits (NOTIFY is transactional): no timer inside the transaction.
      if (transport && tx.execute) await tx.execute(sql`select pg_notify(${MAIL_WAKE.channel}, ${MAIL_WAKE.payload})`);
      return queued;
    },
    async flush() {
      if (!transport) return 0;
      const claimed = await db.execute(sql`
        update email_outbox set status = 'sending'
        where id in (select id from email_outbox where status = 'queued' order by created_at limit 20 for update skip locked)
        returning id, "to", subject, text, html`);
      const rows = (
        claimed as unknown as { rows: { id: string; to: string; subject: string; text: string; html: string | null }[] }
      ).rows;
      let sent = 0;
      for (const r of rows) {
        await deliver(r.id, { to: r.to, subject: r.subject, text: r.text, html: r.html ?? undefined }, true).then(
          () => sent++,
          () => {},
        );
      }
      return sent;
    },
  };
}
