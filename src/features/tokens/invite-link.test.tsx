import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { queryKeys } from '../../lib/query-keys';
import { DEFAULT_STOREFRONT } from '../../../common/shop-settings';
import { ReferralCreditDialog } from '../referrals/referral-credit-dialog';
import { InviteLinkSection } from './invite-link';

describe('InviteLinkSection (issue 36: customer-facing links use PUBLIC_URL)', () => {
  it("builds the link on the shop's public address, not on the address this browser uses", () => {
    expect(window.location.origin).not.toBe('https://shop.example');
    const client = new QueryClient();
    client.setQueryData(queryKeys.config.all, { publicUrl: 'https://shop.example' });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <InviteLinkSection signedIn referralToken="AbCdEf123456" earned={false} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('invite-link')).toHaveProperty('value', 'https://shop.example/welcome?ref=AbCdEf123456');
  });

  it('shares and thanks in the name of the shop the owner set', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.config.all, { publicUrl: 'https://shop.example' });
    const shop = { ...DEFAULT_STOREFRONT.shop, name: 'Acme Pet Art' };
    const policies = { terms: '', privacy: '', returns: '' };
    client.setQueryData(queryKeys.settings.all, { version: 2, settings: { ...DEFAULT_STOREFRONT, shop, policies } });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <InviteLinkSection signedIn referralToken="AbCdEf123456" earned={false} />
          <ReferralCreditDialog total={5} onAcknowledge={() => {}} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'X' }));
    const shared = new URL(open.mock.calls[0]![0] as string);
    expect(shared.searchParams.get('text')).toBe('Turn your pet into stunning art with Acme Pet Art!');
    expect(shared.searchParams.get('url')).toBe('https://shop.example/welcome?ref=AbCdEf123456&source=x');
    expect(screen.getByRole('dialog').textContent).toContain('Thanks for sharing Acme Pet Art!');
    open.mockRestore();
  });
});
