import { desc, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.js';
import { shopSettingsVersions } from '../../db/schema.js';
import { AppError } from '../../core/errors.js';
import {
  shopSettingsSchema,
  type PublicSettings,
  type SettingsVersion,
  type ShopSettings,
} from '../../../common/contracts/settings.js';
import { settingsChanges } from '../../../common/shop-settings.js';
import { DEFAULT_SHOP_SETTINGS } from '../../../common/shop-defaults.js';
import { publishEvent } from '../events/events.service.js';

/** A new live version travels on its own NOTIFY channel; the payload is its id. */
export const SETTINGS_CHANNEL = 'pawtrait_settings';
/** A transaction-scoped advisory lock: two saves never both build on the same version. */
const SAVE_LOCK = 0x5e771;
const VERSIONS_SHOWN = 50;
const ECHO_WAIT_MS = 2_000;
/** A notification lost while the LISTEN connection was away (database restart) is made up for by this re-read. */
const REREAD_MS = 60_000;

type Author = { id: string; email: string };
type Row = typeof shopSettingsVersions.$inferSelect;

export type ShopSettingsService = {
  /** The live settings of this node (no query: cached, replaced when any node saves). */
  current: () => PublicSettings;
  /** Saves a new version built on `basedOn` (the version the admin edited); 409 when another was saved meanwhile. */
  save: (input: { settings: ShopSettings; basedOn: number; author: Author }) => Promise<PublicSettings>;
  /** Saves an older version's document again, as the newest version. */
  restore: (input: { versionId: number; author: Author }) => Promise<PublicSettings>;
  versions: () => Promise<SettingsVersion[]>;
  /** Called on this node after the live version changed (here or on another node). */
  onChange: (fn: (s: PublicSettings) => void) => () => void;
  stop: () => Promise<void>;
};

/** A stored document as the current contract reads it; a section it lacks (written before the section existed) is the default's. */
function readSettings(row: Pick<Row, 'id' | 'settings'>): ShopSettings {
  const stored = (row.settings ?? {}) as Partial<ShopSettings>;
  const parsed = shopSettingsSchema.safeParse({ ...DEFAULT_SHOP_SETTINGS, ...stored });
  if (!parsed.success) throw new Error(`Shop settings version ${row.id} does not read: ${parsed.error.message}`);
  return parsed.data;
}

const toVersion = (r: Row): SettingsVersion => ({
  id: r.id,
  authorEmail: r.authorEmail,
  createdAt: r.createdAt.toISOString(),
  changes: r.changes,
  restoredFrom: r.restoredFrom,
});

async function readLive(db: Db): Promise<PublicSettings> {
  const [row] = await db.select().from(shopSettingsVersions).orderBy(desc(shopSettingsVersions.id)).limit(1);
  return row ? { version: row.id, settings: readSettings(row) } : { version: 0, settings: DEFAULT_SHOP_SETTINGS };
}

/**
 * The live settings, read once per node and kept; a save anywhere sends NOTIFY with its commit and every
 * node reads the new version as soon as the notification reaches it, without a restart. The saving node
 * answers once it has heard its own notification (as the session cache does for revocations), so the
 * others have it too by then.
 */
export async function startShopSettings(database: Pick<Database, 'db' | 'listen'>): Promise<ShopSettingsService> {
  const { db } = database;
  let live = await readLive(db);
  const listeners = new Set<(s: PublicSettings) => void>();
  const waiting = new Map<number, () => void>();
  let heardUpTo = 0;

  const adopt = (next: PublicSettings) => {
    if (next.version < live.version) return;
    const changed = next.version !== live.version;
    live = next;
    if (changed) for (const fn of listeners) fn(live);
  };
  let reading: Promise<void> = Promise.resolve();
  const unlisten = await database.listen(SETTINGS_CHANNEL, (payload) => {
    const id = Number(payload);
    if (!Number.isSafeInteger(id)) return;
    // Reads are chained, so an older read never lands after a newer one.
    reading = reading
      .then(async () => (id > live.version ? adopt(await readLive(db)) : undefined))
      .catch(() => undefined)
      .finally(() => {
        heardUpTo = Math.max(heardUpTo, id);
        waiting.get(id)?.();
      });
  });

  const reread = setInterval(() => {
    reading = reading.then(async () => adopt(await readLive(db))).catch(() => undefined);
  }, REREAD_MS);
  reread.unref();

  const store = async (settings: ShopSettings, author: Author, opts: { basedOn?: number; restoredFrom?: number }) => {
    const row = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SAVE_LOCK})`);
      const [latest] = await tx.select().from(shopSettingsVersions).orderBy(desc(shopSettingsVersions.id)).limit(1);
      const latestId = latest?.id ?? 0;
      if (opts.basedOn !== undefined && opts.basedOn !== latestId)
        throw new AppError(
          'CONFLICT',
          `The settings were changed meanwhile (version ${latestId}). Reload the page to see them, then make your change again.`,
        );
      // The demo settings become version 1 with the first save, so they can be restored like any other.
      if (!latest)
        await tx
          .insert(shopSettingsVersions)
          .values({ settings: DEFAULT_SHOP_SETTINGS, authorId: null, authorEmail: null, changes: [] });
      const before = latest ? readSettings(latest) : DEFAULT_SHOP_SETTINGS;
      const [inserted] = await tx
        .insert(shopSettingsVersions)
        .values({
          settings,
          authorId: author.id,
          authorEmail: author.email,
          changes: settingsChanges(before, settings),
          restoredFrom: opts.restoredFrom ?? null,
        })
        .returning();
      await tx.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, ${String(inserted!.id)})`);
      // Open pages re-read the settings (the SPA's live events).
      await publishEvent(tx, { userId: '*', topic: 'settings' });
      return inserted!;
    });
    const heard = new Promise<void>((resolve) => {
      if (heardUpTo >= row.id) return resolve();
      const timer = setTimeout(resolve, ECHO_WAIT_MS);
      waiting.set(row.id, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    adopt({ version: row.id, settings: readSettings(row) });
    await heard;
    waiting.delete(row.id);
    return { version: row.id, settings: readSettings(row) };
  };

  return {
    current: () => live,
    save: ({ settings, basedOn, author }) => store(settings, author, { basedOn }),
    async restore({ versionId, author }) {
      const [old] = await db.select().from(shopSettingsVersions).where(eq(shopSettingsVersions.id, versionId));
      if (!old) throw new AppError('NOT_FOUND', `There is no settings version ${versionId}.`);
      return store(readSettings(old), author, { restoredFrom: versionId });
    },
    async versions() {
      const rows = await db
        .select()
        .from(shopSettingsVersions)
        .orderBy(desc(shopSettingsVersions.id))
        .limit(VERSIONS_SHOWN);
      return rows.map(toVersion);
    },
    onChange(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    async stop() {
      clearInterval(reread);
      await unlisten();
    },
  };
}

/**
 * The From of every e-mail: the settings' sender name with MAIL_FROM's address (the one the mail server
 * lets the shop send from), and replies going to the support address.
 */
export function mailSender(mailFrom: string, shop: ShopSettings['shop']): { from: string; replyTo: string } {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return { from: `"${shop.senderName}" <${address}>`, replyTo: shop.supportEmail };
}
