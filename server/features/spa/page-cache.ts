import { encodeBody, type EncodedBody } from '../../lib/encoded-body.js';

export type Page = EncodedBody;

/** Most page variants kept (one per page path; unknown /template/{id} paths each count once). */
const MAX_PAGES = 500;

/** One HTML page with its compressed forms and ETag, made once per variant. */
export function encodePage(html: string): Page {
  // Quality 5 / level 6: a new variant costs a few ms once, not the 100 ms of quality 11 on the 100 kB home.
  return encodeBody(Buffer.from(html), { gzipLevel: 6, brotliQuality: 5 });
}

/**
 * Rendered pages by path, so a page view costs a map lookup instead of a database read, three
 * regex passes over the 100 kB home page and a compression per request (bench/shoppers.ts).
 * Cleared when the templates change (their names and pictures are in the share tags); the oldest
 * variant goes first when full.
 */
export function createPageCache(render: (pathname: string) => Promise<string>) {
  const pages = new Map<string, Promise<Page>>();
  // The same pages once made, for a caller that cannot wait (the fast path in front of Fastify, fast-get.ts).
  const made = new Map<string, Page>();
  return {
    get(pathname: string): Promise<Page> {
      const hit = pages.get(pathname);
      if (hit) return hit;
      const making = render(pathname).then(encodePage);
      making.then(
        (page) => pages.get(pathname) === making && made.set(pathname, page),
        () => pages.get(pathname) === making && pages.delete(pathname),
      );
      if (pages.size >= MAX_PAGES) {
        const oldest = pages.keys().next().value as string;
        pages.delete(oldest);
        made.delete(oldest);
      }
      pages.set(pathname, making);
      return making;
    },
    /** The page if it is made already, else undefined (nothing is rendered). */
    peek: (pathname: string): Page | undefined => made.get(pathname),
    clear: () => {
      pages.clear();
      made.clear();
    },
    size: () => pages.size,
  };
}
