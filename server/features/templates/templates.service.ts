import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { templates } from '../../db/schema.js';
import { TEMPLATE_DEFAULT_PRICE_CENTS } from '../../../common/catalog.js';
import type { Template } from '../../../common/contracts/templates.js';
import { publishEvent } from '../events/events.service.js';
import { PREVIEW_WIDTHS } from '../../db/seed.js';

type Row = typeof templates.$inferSelect;

/** 'One Pet' for names containing 'light', otherwise 'Custom Pet Canvas' (docs/spec/shop.md §3). */
export function defaultSubtitle(name: string) {
  return /light/i.test(name) ? 'One Pet' : 'Custom Pet Canvas';
}

/** Template images are stored as '<key>-<width>.webp' (PREVIEW_WIDTHS); the row keeps the 960 px URL. */
export function imageSrcSet(image: string) {
  const m = /^(.*)-960\.webp$/.exec(image);
  return m ? PREVIEW_WIDTHS.map((w) => `${m[1]}-${w}.webp ${w}w`).join(', ') : undefined;
}

export function toTemplate(row: Row): Template {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    prompt: row.prompt,
    image: row.image,
    imageSrcSet: imageSrcSet(row.image),
    subtitle: row.subtitle ?? defaultSubtitle(row.name),
    priceCents: row.priceCents ?? TEMPLATE_DEFAULT_PRICE_CENTS,
    hidden: row.hidden,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listTemplates(db: Db, opts: { includeHidden?: boolean } = {}): Promise<Template[]> {
  const rows = await db
    .select()
    .from(templates)
    .orderBy(asc(templates.sortOrder), asc(templates.createdAt), asc(templates.id));
  return rows.filter((r) => opts.includeHidden || !r.hidden).map(toTemplate);
}

/** Hidden templates stay readable by id so existing orders and library items keep working. */
export async function getTemplate(db: Db, id: string): Promise<Template | null> {
  const [row] = await db.select().from(templates).where(eq(templates.id, id));
  return row ? toTemplate(row) : null;
}

/** The template with the painter style its row keeps (generation's style hint), or null. */
export async function getTemplateWithStyle(db: Db, id: string): Promise<(Template & { style: string | null }) | null> {
  const [row] = await db.select().from(templates).where(eq(templates.id, id));
  return row ? { ...toTemplate(row), style: row.style } : null;
}

export type NewTemplate = {
  id?: string;
  name: string;
  description: string;
  prompt: string;
  image: string;
  subtitle?: string | null;
  priceCents?: number | null;
  sortOrder?: number;
};

export async function createTemplate(db: Db, input: NewTemplate): Promise<Template> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(templates)
      .values({ ...input, id: input.id ?? randomUUID() })
      .returning();
    await publishEvent(tx, { userId: '*', topic: 'templates' });
    return toTemplate(row!);
  });
}
