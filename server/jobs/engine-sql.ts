import type PgBoss from 'pg-boss';
import { sql, type SQLChunk } from 'drizzle-orm';
import type { Db } from '../db/client.js';

export type Executor = Pick<Db, 'execute'>;

/**
 * pg-boss as an executor: the job row is written by the caller's transaction, so it exists exactly
 * when that transaction commits. pg-boss's $n placeholders become drizzle parameters.
 */
export function transactionExecutor(tx: Executor): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQLChunk[] = [sql.raw(parts[0]!)];
      for (let i = 1; i < parts.length; i += 2) {
        chunks.push(sql.param(values[Number(parts[i]) - 1] ?? null), sql.raw(parts[i + 1]!));
      }
      const res = await tx.execute(sql.join(chunks));
      return { rows: Array.isArray(res) ? res : (res as { rows: unknown[] }).rows };
    },
  };
}
