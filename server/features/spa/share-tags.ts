import type { Db } from '../../db/client.js';
import { WELCOME_TEMPLATE_ID } from '../../../common/catalog.js';
import { getTemplate } from '../templates/templates.service.js';
import { homeTitle, pageTitle } from '../../../common/page-title.js';

/** What a pasted link shows on Facebook, Instagram and X, and the page's own <title>. */
export type ShareTags = { title: string; description: string; image: string | null; url: string };

const HOME_DESCRIPTION =
  "Turn your pet's photo into a painted portrait in the style you love. Framed prints and digital downloads.";
const welcomeDescription = (site: string) =>
  `You've been invited to ${site}: turn your pet's photo into a painted portrait in the style you love.`;

/** Titles of pages that have no share card of their own (the SPA sets the same once it runs). */
const PAGE_TITLES: Record<string, string> = {
  '/cart': 'Your Cart',
  '/checkout': 'Checkout',
  '/order-success': 'Order Confirmed',
  '/tokens': 'Get Tokens',
  '/account': 'Your Account',
  '/login': 'Sign In',
  '/signup': 'Create Your Account',
  '/forgot-password': 'Reset Your Password',
  '/dashboard': 'Create a portrait',
};

const absolute = (publicUrl: string, url: string) =>
  /^https?:\/\//.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;

/**
 * The tags for one page path (no query: a `?ref=` never reaches the canonical URL), named after `site`
 * (the shop's name in the live settings). Home and
 * /welcome share the welcome template's picture; /template/{id} (and /create/{id}) shows that style's picture and name;
 * an unknown id gets the generic tags (the SPA still answers 200 and shows its own message).
 */
export async function shareTagsFor(db: Db, publicUrl: string, pathname: string, site: string): Promise<ShareTags> {
  const url = `${publicUrl}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`;
  const templateImage = async (id: string) => {
    const template = await getTemplate(db, id).catch(() => null);
    return template && !template.hidden ? template : null;
  };
  const generic = async (title = homeTitle(site)): Promise<ShareTags> => {
    const welcome = await templateImage(WELCOME_TEMPLATE_ID);
    return { title, description: HOME_DESCRIPTION, image: welcome ? absolute(publicUrl, welcome.image) : null, url };
  };
  const match = /^\/(?:template|create)\/([^/]+)\/?$/.exec(pathname);
  if (match) {
    let id = '';
    try {
      id = decodeURIComponent(match[1]!);
    } catch {
      return generic();
    }
    const template = id.length <= 100 ? await templateImage(id) : null;
    if (!template) return generic();
    // The order page's title is the SPA's (src/app/routes/create/create-page.tsx), so it reads the same before hydration.
    const name = pathname.startsWith('/create/') ? `Create your ${template.name}` : template.name;
    return {
      title: pageTitle(name, site),
      description: template.description || HOME_DESCRIPTION,
      image: absolute(publicUrl, template.image),
      url,
    };
  }
  if (pathname === '/welcome')
    return { ...(await generic(pageTitle('Welcome!', site))), description: welcomeDescription(site) };
  const page = PAGE_TITLES[pathname.replace(/\/+$/, '')];
  return generic(page ? pageTitle(page, site) : homeTitle(site));
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** Writes the title, description, canonical link, Open Graph and Twitter card tags into a page's <head>. */
export function withShareTags(html: string, tags: ShareTags, site: string): string {
  const meta = [
    `<title>${esc(tags.title)}</title>`,
    `<meta name="description" content="${esc(tags.description)}" />`,
    `<link rel="canonical" href="${esc(tags.url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${esc(site)}" />`,
    `<meta property="og:title" content="${esc(tags.title)}" />`,
    `<meta property="og:description" content="${esc(tags.description)}" />`,
    `<meta property="og:url" content="${esc(tags.url)}" />`,
    ...(tags.image
      ? [
          `<meta property="og:image" content="${esc(tags.image)}" />`,
          `<meta name="twitter:image" content="${esc(tags.image)}" />`,
        ]
      : []),
    `<meta name="twitter:card" content="${tags.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${esc(tags.title)}" />`,
    `<meta name="twitter:description" content="${esc(tags.description)}" />`,
  ].join('\n    ');
  const stripped = html.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(/<meta name="description"[^>]*>\s*/i, '');
  return stripped.replace(/<\/head>/i, () => `  ${meta}\n  </head>`);
}
