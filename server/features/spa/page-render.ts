import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Db } from '../../db/client.js';
import { getTemplate } from '../templates/templates.service.js';
import type { PublicSettings } from '../../../common/contracts/settings.js';

type PageSeed = { queryKey: readonly unknown[]; data: unknown }[];
type Prerender = {
  renderPage: (url: string, seed: PageSeed) => Promise<string>;
  renderHome: (seed: PageSeed) => string;
};

/** A rendered first frame for #root and the API replies it was made with (for the SPA's hydration). */
export type RenderedPage = { markup: string; seed: PageSeed };

const STYLE_PAGE = /^\/template\/([^/]+)\/?$/;

/** The live settings as the SPA's own read keeps them (src/lib/shop-settings.ts): every page carries them. */
const settingsSeed = (settings: PublicSettings) => ({ queryKey: ['settings'] as const, data: settings });

/**
 * Server rendering of the home page (with the live settings: prices, claims, reviews) and of a style's
 * page (`/template/{id}`), so a visitor arriving by a link sees its name, text and picture from the HTML
 * alone, before any script runs (its picture is the page's largest paint). Uses the SPA's own components,
 * bundled for Node at build (dist/.ssr, vite.config.ts); without that bundle, or for any other path, it
 * renders nothing and the SPA renders in the browser.
 */
export function loadPageRenderer(distDir: string, db: Db) {
  const file = path.join(distDir, '.ssr', 'prerender.js');
  const available = fs.existsSync(file);
  // Loaded with the first page it renders, not at start (it carries React's server renderer).
  let prerender: Promise<Prerender> | undefined;
  const render = async (pathname: string, seed: PageSeed, settings: PublicSettings) => {
    prerender ??= import(pathToFileURL(file).href) as Promise<Prerender>;
    const renderer = await prerender;
    // The settings reach the SPA in their own script on every page (withShopSettings), not in the page's seed.
    const all = [...seed, settingsSeed(settings)];
    // The home as at build (dist/home.html: one synchronous render), with the live settings.
    const markup = pathname === '/' ? renderer.renderHome(all) : await renderer.renderPage(pathname, all);
    return { markup, seed };
  };
  return async function renderPage(pathname: string, settings: PublicSettings): Promise<RenderedPage | null> {
    if (available && pathname === '/') return render(pathname, [], settings);
    const match = STYLE_PAGE.exec(pathname);
    if (!available || !match) return null;
    let id: string;
    try {
      id = decodeURIComponent(match[1]!);
    } catch {
      return null;
    }
    const template = id.length <= 100 ? await getTemplate(db, id).catch(() => null) : null;
    if (!template) return null;
    // The same query key and reply as the screen's own read (src/features/templates/use-templates.ts).
    return render(pathname, [{ queryKey: ['templates', id], data: template }], settings);
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
