import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DEFAULT_STOREFRONT } from '../../common/shop-settings';
import { queryKeys } from './query-keys';
import { HOME, useDocumentTitle } from './document-title';
import { RouteChange } from '../app/route-change';

/** A client whose live settings name the shop `name`. */
function shopNamed(name: string) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.settings.all, {
    version: 3,
    settings: {
      ...DEFAULT_STOREFRONT,
      shop: { ...DEFAULT_STOREFRONT.shop, name },
      policies: { terms: '', privacy: '', returns: '' },
    },
  });
  return client;
}

function Page({ title }: { title?: string }) {
  useDocumentTitle(title);
  return null;
}

const renderAt = (client: QueryClient, path: string, routes: { path: string; title: string; page: ReactNode }[]) =>
  render(
    <QueryClientProvider client={client}>
      <RouterProvider
        router={createMemoryRouter(
          routes.map((r) => ({
            path: r.path,
            handle: { title: r.title },
            element: (
              <>
                <RouteChange />
                {r.page}
              </>
            ),
          })),
          { initialEntries: [path] },
        )}
      />
    </QueryClientProvider>,
  );

describe("document titles (issue 36: the shop's name from the settings)", () => {
  it("name the shop the owner set on the route's title, a page's own title and the home page", async () => {
    const client = shopNamed('Acme Pet Art');
    const routes = [
      { path: '/', title: HOME, page: <Page /> },
      { path: '/cart', title: 'Cart and checkout', page: <Page /> },
      { path: '/create/:id', title: 'Order your portrait', page: <Page title="Create your Royal Pet" /> },
    ];
    renderAt(client, '/', routes).unmount();
    expect(document.title).toBe('Acme Pet Art — Turn Your Pet Into Stunning Art');
    renderAt(client, '/cart', routes).unmount();
    expect(document.title).toBe('Cart and checkout · Acme Pet Art');
    renderAt(client, '/create/royal-pet', routes);
    await expect.poll(() => document.title).toBe('Create your Royal Pet · Acme Pet Art');
  });
});
