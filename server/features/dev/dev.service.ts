import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emailOutbox } from '../../db/schema.js';

/** The newest 100 messages of the e-mail outbox. */
export async function listOutbox(db: Db) {
  const rows = await db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(100);
  return {
    messages: rows.map((r) => ({
      id: r.id,
      to: r.to,
      subject: r.subject,
      text: r.text,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
