import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { LibraryItem } from '../../../common/contracts/library';
import { LibraryGrid } from './library-grid';
import { libraryItem } from './library-test-items';

const NOW = Date.parse('2026-01-01T10:00:00.000Z');

function serve(items: LibraryItem[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ items }), { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
  );
}

function renderGrid(props: Parameters<typeof LibraryGrid>[0] = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <LibraryGrid {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const many = (n: number, saved: (i: number) => boolean = () => false) =>
  Array.from({ length: n }, (_, i) =>
    libraryItem({
      id: `item-${i}`,
      name: `Portrait ${i}`,
      saved: saved(i),
      expiresAt: saved(i) ? null : '2026-01-31T10:00:00.000Z',
    }),
  );

describe('LibraryGrid', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows every item by default, newest first as sent, with the expiry badge on unsaved ones', async () => {
    serve(many(5, (i) => i === 1));
    renderGrid();
    const cards = await screen.findAllByTestId('library-card');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Portrait 0',
      'Portrait 1',
      'Portrait 2',
      'Portrait 3',
      'Portrait 4',
    ]);
    expect(within(cards[0]!).getByTestId('expiry-badge').textContent).toBe('Expires in 30 days');
    expect(within(cards[1]!).queryByTestId('expiry-badge')).toBeNull();
    expect(within(cards[1]!).getByRole('button', { name: 'Save to library' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(within(cards[0]!).getByRole('img').getAttribute('alt')).toBe('Portrait 0');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('pages 3 first, +6 per request, and back to 3 when the filter changes (account page)', async () => {
    serve(many(14, (i) => i % 3 === 0));
    renderGrid({ initial: 3, pageSize: 6 });
    expect(await screen.findAllByTestId('library-card')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getAllByTestId('library-card')).toHaveLength(9);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getAllByTestId('library-card')).toHaveLength(14);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Saved' }));
    expect(screen.getAllByTestId('library-card')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getAllByTestId('library-card')).toHaveLength(5);
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(screen.getAllByTestId('library-card')).toHaveLength(3);
  });

  it('has accessible tabs that arrow keys move between', async () => {
    serve(many(2));
    renderGrid();
    await screen.findAllByTestId('library-card');
    const all = screen.getByRole('tab', { name: 'All' });
    expect(all.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(all.id);
    fireEvent.keyDown(all, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Saved' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('No saved images yet')).toBeTruthy();
    expect(screen.getByText('Save images to see them here.')).toBeTruthy();
  });

  it('shows the empty library with a way to create the first image', async () => {
    serve([]);
    renderGrid();
    expect(await screen.findByText('Your library is empty')).toBeTruthy();
    expect(screen.getByText('Generate or upload images to see them here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create your first image' }).getAttribute('href')).toBe('/');
  });

  it('shows an error with a retry when the library cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    renderGrid();
    expect(await screen.findByText("We couldn't load your library")).toBeTruthy();
    serve(many(1));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('library-card')).toHaveLength(1);
  });

  it('asks before deleting', async () => {
    serve(many(1));
    renderGrid();
    const card = (await screen.findAllByTestId('library-card'))[0]!;
    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this image?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
