import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { TokenChip } from './token-chip';

const renderChip = (tokens: number | undefined) =>
  render(
    <MemoryRouter>
      <TokenChip tokens={tokens} />
    </MemoryRouter>,
  );

describe('TokenChip', () => {
  it('shows a dash while the balance is unknown', () => {
    renderChip(undefined);
    expect(screen.getByTestId('token-chip').textContent).toBe('—tokens');
  });
  it("says 'token' for exactly one and 'tokens' otherwise", () => {
    renderChip(1);
    expect(screen.getByTestId('token-chip').textContent).toBe('1token');
  });
  it('uses the plural for zero', () => {
    renderChip(0);
    expect(screen.getByTestId('token-chip').textContent).toBe('0tokens');
  });
  it('links to /tokens and carries the help text', () => {
    renderChip(5);
    expect(screen.getByTestId('token-chip').getAttribute('href')).toBe('/tokens');
    expect(screen.getByRole('tooltip').textContent).toMatch(/buy more, or earn them by sharing your referral link/);
  });
});
