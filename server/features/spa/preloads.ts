import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/client.js';
import { HERO_IMAGE_SIZES, TEMPLATE_PAGE_IMAGE_SIZES, featuredTemplates } from '../../../common/catalog.js';
import { getTemplate, listTemplates } from '../templates/templates.service.js';
import { ORDER_PAGE_IMAGE_SIZES } from '../../../common/page-images.js';

/**
 * The lazy screen each public landing path opens with (src/app/router.tsx). A visitor arriving on
 * one by a link would otherwise wait for the entry script, then the screen's chunk, then its data,
 * then its picture, one after the other; the page's head asks for all of them at once.
 */
export const LANDING_SCREENS: readonly { pattern: RegExp; module: string }[] = [
  { pattern: /^\/template\/[^/]+\/?$/, module: 'src/app/routes/template-detail.tsx' },
  { pattern: /^\/create\/[^/]+\/?$/, module: 'src/app/routes/create/create-page.tsx' },
  { pattern: /^\/login\/?$/, module: 'src/app/routes/login.tsx' },
  { pattern: /^\/signup\/?$/, module: 'src/app/routes/sign-up.tsx' },
  { pattern: /^\/forgot-password\/?$/, module: 'src/app/routes/forgot-password.tsx' },
  { pattern: /^\/(terms|privacy)\/?$/, module: 'src/app/routes/policy.tsx' },
  { pattern: /^\/tokens\/?$/, module: 'src/app/routes/tokens.tsx' },
  { pattern: /^\/cart\/?$/, module: 'src/app/routes/cart/cart-page.tsx' },
  { pattern: /^\/welcome\/?$/, module: 'src/app/routes/welcome.tsx' },
];

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** Vite's build manifest (`build.manifest` in vite.config.ts), or an empty one for a build without it. */
export function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : {};
}

/** A screen's chunk and the chunks it imports, minus what the entry script already loads. */
export function screenChunks(manifest: Manifest, module: string): string[] {
  const entryFiles = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const dep of chunk.imports ?? []) walk(dep, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, entryFiles);
  const files = new Set<string>();
  walk(module, files);
  return [...files].filter((f) => !entryFiles.has(f));
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * `<link>` tags for a page path: the home's list of styles; the landing screen's chunks (modulepreload)
 * and, on a style's page, its reply from the API and its picture (high priority: it is the page's largest paint).
 * A page rendered on the server (`rendered`) has its data and picture in the HTML already: its screen's
 * chunks are named for the script loader instead, which asks for them after the first paint with the
 * entry script (common/first-paint.ts).
 */
export async function preloadLinks(
  db: Db,
  manifest: Manifest,
  pathname: string,
  { rendered = false } = {},
): Promise<string[]> {
  // The home is prerendered without its styles; their list is asked for with the page, not after the entry script ran.
  if (pathname === '/') {
    const links = ['<link rel="preload" as="fetch" crossorigin href="/api/templates">'];
    // Preloaded by the page's script loader right after the first paint (common/first-paint.ts): the hero
    // shows it once the SPA has the list, and before that paint it would only compete with the page's bytes.
    const hero = featuredTemplates(await listTemplates(db).catch(() => []))[0];
    if (hero) {
      const srcset = hero.imageSrcSet
        ? ` data-srcset="${attr(hero.imageSrcSet)}" data-sizes="${HERO_IMAGE_SIZES}"`
        : '';
      links.push(`<meta name="pawtrait-image" content="${attr(hero.image)}"${srcset}>`);
    }
    return links;
  }
  const screen = LANDING_SCREENS.find((s) => s.pattern.test(pathname));
  if (!screen) return [];
  const chunks = screenChunks(manifest, screen.module);
  const template = await templateAt(db, pathname);
  if (rendered) {
    // A rendered style page's picture (its largest paint) is asked for from the head's first bytes, ahead of the
    // favicon: asked for after it (React's preload at the top of #root), it came on a new connection while the
    // favicon took the page's warm one, one more round trip in Lighthouse's load time (decision 061).
    const metas = chunks.map((f) => `<meta name="pawtrait-modulepreload" content="/${attr(f)}">`);
    return template ? [imagePreload(template, pictureSizes(pathname)), ...metas] : metas;
  }
  const links = chunks.map((f) => `<link rel="modulepreload" crossorigin href="/${attr(f)}">`);
  if (!template || !pathname.startsWith('/template/')) return links;
  // The same URL and credentials mode as the SPA's fetch (src/lib/api-client.ts), so the browser reuses it.
  links.push(
    `<link rel="preload" as="fetch" crossorigin href="/api/templates/${attr(encodeURIComponent(template.id))}">`,
  );
  links.push(imagePreload(template, TEMPLATE_PAGE_IMAGE_SIZES));
  return links;
}

const STYLE_PAGE = /^\/(template|create)\/([^/]+)\/?$/;

/** The listed style a style's page (/template/{id}) or order page (/create/{id}) shows, else null. */
async function templateAt(db: Db, pathname: string) {
  const match = STYLE_PAGE.exec(pathname);
  let id = '';
  try {
    id = decodeURIComponent(match?.[2] ?? '');
  } catch {
    return null;
  }
  const template = id && id.length <= 100 ? await getTemplate(db, id).catch(() => null) : null;
  return template && !template.hidden ? template : null;
}

/** The `sizes` of the <img> that shows the style's picture on its page or its order page. */
const pictureSizes = (pathname: string) =>
  pathname.startsWith('/create/') ? ORDER_PAGE_IMAGE_SIZES : TEMPLATE_PAGE_IMAGE_SIZES;

/** A high-priority preload of a template's picture, with the `srcset` and `sizes` of the <img> that shows it. */
function imagePreload(template: { image: string; imageSrcSet?: string | undefined }, sizes: string): string {
  const srcset = template.imageSrcSet ? ` imagesrcset="${attr(template.imageSrcSet)}" imagesizes="${sizes}"` : '';
  return `<link rel="preload" as="image" href="${attr(template.image)}"${srcset} fetchpriority="high">`;
}

/**
 * Puts the links at the top of the head, ahead of the favicon, the entry script and the fonts, but after the
 * viewport: a picture's preload read before it is chosen for a 980 px wide page (a phone took the 960 px preview
 * as well as the one its <img> chose).
 */
export function withPreloads(html: string, links: string[]): string {
  if (links.length === 0) return html;
  const at =
    /<meta name="viewport"[^>]*>/i.exec(html) ?? /<meta charset="[^"]*"\s*\/?>/i.exec(html) ?? /<head>/i.exec(html);
  if (!at) return html;
  const end = at.index + at[0].length;
  return `${html.slice(0, end)}\n    ${links.join('\n    ')}${html.slice(end)}`;
}
