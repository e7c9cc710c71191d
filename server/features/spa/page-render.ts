import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Db } from '../../db/client.js';
import { getTemplate, listTemplates } from '../templates/templates.service.js';
import type { PublicSettings } from '../../../common/contracts/settings.js';
import type { PublicConfig } from '../../../common/contracts/account.js';

type PageSeed = { queryKey: readonly unknown[]; data: unknown }[];
type Prerender = {
  renderPage: (url: string, seed: PageSeed) => Promise<string>;
  renderHome: (seed: PageSeed) => string;
};

/** A rendered first frame for #root and the API replies it was made with (for the SPA's hydration). */
export type RenderedPage = { markup: string; seed: PageSeed };

/** A style's page and its order page (where a visitor from an ad lands): both open with the style's picture. */
const STYLE_PAGE = /^\/(?:template|create)\/([^/]+)\/?$/;
/**
 * The other pages a visitor opens by a link (issue 36: every public page paints about as soon as the home page), as
 * a signed-out visitor first sees them. None reads the API before it paints but /welcome (the styles, for its
 * picture) and the sign-in, sign-up and reset forms (the shop's public setup: which social sign-ins it offers). A form
 * typed into before the scripts run keeps what was typed (src/features/auth/auth-form.tsx, decision 061).
 */
const VISITOR_PAGES = new Set(['/terms', '/privacy', '/tokens', '/cart', '/welcome']);
const AUTH_PAGES = new Set(['/login', '/signup', '/forgot-password']);

/** The live settings as the SPA's own read keeps them (src/lib/shop-settings.ts): every page carries them. */
const settingsSeed = (settings: PublicSettings) => ({ queryKey: ['settings'] as const, data: settings });

/**
 * The key a rendered page is made and kept under: its path, with the query on the pages rendered here (a page may
 * show what its query says, e.g. the link back after signing in); without it elsewhere.
 */
export function pageKey(url: string): string {
  const [pathname, query] = url.split('?', 2) as [string, string | undefined];
  return query && (STYLE_PAGE.test(pathname) || VISITOR_PAGES.has(pathname) || AUTH_PAGES.has(pathname))
    ? `${pathname}?${query}`
    : pathname;
}

/** The API replies a page shows in its first frame, under the screens' own query keys; null when it renders none. */
async function seedFor(db: Db, pathname: string, config: PublicConfig): Promise<PageSeed | null> {
  if (pathname === '/welcome') return [{ queryKey: ['templates'], data: await listTemplates(db) }];
  // The same query key and reply as the SPA's own read (usePublicConfig, src/lib/use-me.ts).
  if (AUTH_PAGES.has(pathname)) return [{ queryKey: ['config'], data: config }];
  if (VISITOR_PAGES.has(pathname)) return [];
  const match = STYLE_PAGE.exec(pathname);
  if (!match) return null;
  let id: string;
  try {
    id = decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
  const template = id.length <= 100 ? await getTemplate(db, id).catch(() => null) : null;
  // The same query key and reply as the screen's own read (src/features/templates/api/get-template.ts).
  return template ? [{ queryKey: ['templates', id], data: template }] : null;
}

/**
 * Server rendering of the home page (with the live settings: prices, claims, reviews), a style's page
 * (`/template/{id}`), its order page (`/create/{id}`) and the other pages a visitor opens by a link, so a visitor sees
 * the page (a style's name, text and picture: its largest paint) from the HTML alone, before any script runs. Uses the
 * SPA's own components, bundled for Node at build (dist/.ssr, vite.config.ts); without that bundle, or for any other
 * path, it renders nothing and the SPA renders in the browser. `url` is a page key (pageKey): the screen sees the query
 * it was asked with.
 */
export function loadPageRenderer(distDir: string, db: Db, config: PublicConfig) {
  const file = path.join(distDir, '.ssr', 'prerender.js');
  const available = fs.existsSync(file);
  // Loaded with the first page it renders, not at start (it carries React's server renderer).
  let prerender: Promise<Prerender> | undefined;
  return async function renderPage(url: string, settings: PublicSettings): Promise<RenderedPage | null> {
    if (!available) return null;
    const pathname = url.split('?')[0]!;
    const seed = pathname === '/' ? [] : await seedFor(db, pathname, config);
    if (!seed) return null;
    prerender ??= import(pathToFileURL(file).href) as Promise<Prerender>;
    const renderer = await prerender;
    // The settings reach the SPA in their own script on every page (withShopSettings), not in the page's seed.
    const all = [...seed, settingsSeed(settings)];
    // The home as at build (dist/home.html: one synchronous render), with the live settings.
    const markup = pathname === '/' ? renderer.renderHome(all) : await renderer.renderPage(url, all);
    return { markup, seed };
  };
}

/** JSON that is safe inside a <script> element (no `</script>` or `<!--` can close or open anything). */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The shell page (dist/shell.html) with a rendered first frame and its seed. */
export function withRenderedPage(shell: string, page: RenderedPage): string {
  return shell.replace(
    '<div id="root"></div>',
    `<div id="root">${page.markup}</div><script type="application/json" id="page-seed">${scriptJson(page.seed)}</script>`,
  );
}

/** Every page carries the live settings (src/lib/shop-settings.ts reads them before the first render). */
export function withShopSettings(html: string, settings: PublicSettings): string {
  return html.replace(
    /<\/head>/i,
    () => `<script type="application/json" id="shop-settings">${scriptJson(settings)}</script></head>`,
  );
}
