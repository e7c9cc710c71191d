import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { queryKeys } from '../../lib/query-keys';
import { SocialButtons } from './social-buttons';

/** The sign-in card with the shop's public config as the server would answer it (only `providers` is read). */
function renderWith(providers: { google: boolean; apple: boolean }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(queryKeys.config.all, { providers });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SocialButtons verb="Continue" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('SocialButtons (issue 36: no button that cannot work)', () => {
  it('shows nothing, not even the "or", when the shop has no provider keys', () => {
    const { container } = renderWith({ google: false, apple: false });
    expect(container.innerHTML).toBe('');
  });

  it('shows each configured provider, and only those, above the "or"', () => {
    renderWith({ google: true, apple: false });
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Apple/ })).toBeNull();
    expect(screen.getByText('or')).toBeTruthy();
  });
});
