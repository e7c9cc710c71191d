import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Providers, type PageSeed } from './providers';
import { routeObjects } from './router';

export type { PageSeed };

function App({ url, seed }: { url: string; seed?: PageSeed }) {
  const router = createMemoryRouter(routeObjects, { initialEntries: [url] });
  return (
    <StrictMode>
      <Providers seed={seed}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
}

/**
 * The home page as the first render of a signed-out visitor shows it (top bar, hero, skeletons
 * where the styles will be), rendered at build time into dist/home.html (the default settings) and by
 * the server with the live storefront settings (`seed`, server/features/spa/page-render.ts). The server
 * sends it for `/`, so the first paint needs only the HTML and the CSS; the SPA then hydrates it.
 */
export function renderHome(seed?: PageSeed): string {
  return renderToString(<App url="/" seed={seed} />);
}

/**
 * A page as a signed-out visitor first sees it, with the API data it shows (`seed`, the same
 * query keys the screens read) already in place: the server renders a style's page with its
 * picture in the HTML (server/features/spa/page-render.ts), the SPA hydrates it with the same seed.
 * Waits for the route's lazy screen, unlike renderToString.
 */
export async function renderPage(url: string, seed: PageSeed): Promise<string> {
  // No boundary is sent as a fallback plus a script that swaps its content in: React does that with one larger than
  // progressiveChunkSize (12.8 kB by default, e.g. the order page), and the page's policy runs no such script.
  const { prelude } = await prerenderToNodeStream(<App url={url} seed={seed} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}
