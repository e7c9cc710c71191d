import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { queryKeys } from '../../lib/query-keys';
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
});
