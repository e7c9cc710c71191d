import path from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { TOKEN_REASON_LABELS } from '../../../common/contracts/tokens.js';
import { libraryItems, orderHistory, orders, tokenLedger, uploads, user as users } from '../../db/schema.js';
import type { Storage } from '../../adapters/storage/storage.port.js';
import { notFound } from '../../core/errors.js';
import { writeZip, type ZipEntry } from '../../lib/zip-writer.js';

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/** A file name that any unzip tool accepts: the item's name, then its id (names repeat). */
const fileName = (name: string, id: string, key: string) =>
  `${
    name
      .replace(/[^\p{L}\p{N} _-]+/gu, '')
      .trim()
      .slice(0, 60) || 'image'
  }-${id.slice(0, 8)}${path.extname(key) || '.jpg'}`;

const readme = (shop: string) => `Your ${shop} data

profile.json       your account: name, e-mail, token balance, invite token, dates
addresses.json     the contact and shipping address saved for checkout
orders.json        every order you paid for: items, prices, address, states and their dates
token-ledger.json  every token change on your account, with the balance after it
library/           your portraits at full resolution
uploads/           the photos you uploaded
`;

/** Everything the shop keeps about one customer, read first (rows are small); files come one at a time as the zip is written. */
async function collectRows(db: Db, userId: string) {
  const [profile] = await db.select().from(users).where(eq(users.id, userId));
  if (!profile) throw notFound('Account');
  const [orderRows, ledger, library, photos] = await Promise.all([
    db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.createdAt)),
    db.select().from(tokenLedger).where(eq(tokenLedger.userId, userId)).orderBy(asc(tokenLedger.seq)),
    db.select().from(libraryItems).where(eq(libraryItems.userId, userId)).orderBy(asc(libraryItems.createdAt)),
    db.select().from(uploads).where(eq(uploads.userId, userId)).orderBy(asc(uploads.createdAt)),
  ]);
  const paid = orderRows.filter((o) => o.status !== 'pending' && o.status !== 'superseded');
  const history = paid.length
    ? await db
        .select()
        .from(orderHistory)
        .where(
          inArray(
            orderHistory.orderId,
            paid.map((o) => o.id),
          ),
        )
        .orderBy(asc(orderHistory.id))
    : [];
  return { profile, paid, history, ledger, library, photos };
}

/**
 * The customer's data as a ZIP stream: profile, saved address, orders, token ledger (JSON) and their
 * library images and uploaded photos. The rows are read before the first byte goes out, so a missing
 * account is a clean 404; a file missing from storage is left out. The README and the file name name the shop
 * (`shopName`, from the live settings).
 */
export async function exportAccountData(deps: { db: Db; storage: Storage; shopName: string }, userId: string) {
  const { profile, paid, history, ledger, library, photos } = await collectRows(deps.db, userId);
  const { storage } = deps;
  async function* entries(): AsyncGenerator<ZipEntry> {
    yield { name: 'README.txt', body: Buffer.from(readme(deps.shopName)) };
    yield {
      name: 'profile.json',
      body: json({
        id: profile.id,
        name: profile.name,
        email: profile.email,
        emailVerified: profile.emailVerified,
        tokens: profile.tokens,
        referralToken: profile.referralToken,
        createdAt: profile.createdAt,
        updatedAt: profile.updatedAt,
      }),
    };
    yield { name: 'addresses.json', body: json({ savedContact: profile.contact ?? null }) };
    yield {
      name: 'orders.json',
      body: json(
        paid.map((o) => ({
          id: o.id,
          status: o.status,
          totalCents: o.totalCents,
          currency: o.currency,
          items: o.items.map((i) => ({
            templateName: i.templateName,
            size: i.size,
            color: i.color,
            priceCents: i.priceCents,
          })),
          contact: o.contact,
          paidAt: o.paidAt,
          completedAt: o.completedAt,
          tracking: o.fulfilment?.trackingNumber
            ? {
                carrier: o.fulfilment.carrier,
                trackingNumber: o.fulfilment.trackingNumber,
                trackingUrl: o.fulfilment.trackingUrl,
              }
            : null,
          refund: o.refund ?? null,
          history: history
            .filter((h) => h.orderId === o.id)
            .map((h) => ({ at: h.at, from: h.from, to: h.to, by: h.actor, note: h.note })),
          createdAt: o.createdAt,
        })),
      ),
    };
    yield {
      name: 'token-ledger.json',
      body: json(
        ledger.map((l) => ({
          at: l.createdAt,
          change: l.delta,
          reason: l.reason,
          what: TOKEN_REASON_LABELS[l.reason] ?? l.reason,
          balanceAfter: l.balanceAfter,
        })),
      ),
    };
    for (const item of library) {
      const file = await storage.get(item.fullKey).catch(() => null);
      if (file)
        yield {
          name: `library/${fileName(item.name, item.id, item.fullKey)}`,
          body: file.body,
          modifiedAt: item.createdAt,
        };
    }
    for (const photo of photos) {
      const file = await storage.get(photo.key).catch(() => null);
      if (file)
        yield {
          name: `uploads/${fileName(path.parse(photo.originalName).name, photo.id, photo.key)}`,
          body: file.body,
          modifiedAt: photo.createdAt,
        };
    }
  }
  const day = new Date().toISOString().slice(0, 10);
  // The shop's name in letters and digits only: the file name goes into a header as is.
  const slug =
    deps.shopName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'shop';
  return { fileName: `${slug}-data-${day}.zip`, chunks: writeZip(entries()) };
}
