import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { ProfileCard } from './profile-card';

const EMAIL = 'nora.desk@example-shop-with-a-long-domain.com';

function renderCard(name = 'nora.desk') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ProfileCard name={name} email={EMAIL} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ProfileCard (issue 36)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the whole e-mail address, wrapping rather than cut', () => {
    renderCard();
    const email = screen.getByText(EMAIL);
    expect(email.className).toContain('break-all');
    expect(email.className).not.toContain('truncate');
  });

  it("greets by the name the customer set, and neutrally (not by the e-mail's local part) before that", () => {
    renderCard();
    expect(screen.getByRole('heading').textContent).toBe('Hello!');
    expect(screen.queryByText(/nora\.desk(?!@)/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit your name' }));
    expect(screen.getByLabelText<HTMLInputElement>('Your name').value).toBe('');
  });

  it('greets by a name that is set', () => {
    renderCard('Nora Desk');
    expect(screen.getByRole('heading').textContent).toBe('Hi Nora Desk');
  });

  it('lets the customer set their name: an empty one is refused inline, a good one is saved', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ name: 'Nora Desk' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Edit your name' }));
    const field = screen.getByLabelText('Your name');
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter your name.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: ' Nora Desk ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/me/profile');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body as string)).toEqual({ name: 'Nora Desk' });
    await waitFor(() => expect(screen.queryByLabelText('Your name')).toBeNull());
  });
});
