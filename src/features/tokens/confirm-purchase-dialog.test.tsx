import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { DEFAULT_SHOP_SETTINGS } from '../../../common/shop-defaults';
import { ConfirmPurchaseDialog } from './confirm-purchase-dialog';

describe('ConfirmPurchaseDialog', () => {
  it.each([
    ['tokens_5', 'You are buying 5 tokens for $0.50 ($0.10 per token).'],
    ['tokens_10', 'You are buying 10 tokens for $2.99 ($0.30 per token).'],
    ['tokens_25', 'You are buying 25 tokens for $5.99 ($0.24 per token).'],
  ])('states %s and its per-token price tidily', (id, sentence) => {
    render(
      <ConfirmPurchaseDialog
        pkg={DEFAULT_SHOP_SETTINGS.tokenPacks.find((p) => p.id === id)!}
        busy={false}
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByText(/You are buying/).textContent).toBe(sentence);
  });
});
