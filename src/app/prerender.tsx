import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Providers } from './providers';
import { routeObjects } from './router';

/**
 * The home page as the first render of a signed-out visitor shows it (top bar, hero, skeletons
 * where the styles will be), rendered at build time into dist/home.html. The server sends it for
 * `/`, so the first paint needs only the HTML and the CSS; the SPA then renders over it.
 */
export function renderHome(): string {
  const router = createMemoryRouter(routeObjects, { initialEntries: ['/'] });
  return renderToString(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}
