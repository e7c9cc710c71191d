import { describe, expect, it } from 'vitest';
import { shopSettingsSchema } from './contracts/settings.js';
import { DEFAULT_SHOP_SETTINGS } from './shop-defaults.js';
import { claimsAreExamples, fillPolicy, fromPriceOf, priceOf, settingsChanges } from './shop-settings.js';

describe('the storefront settings', () => {
  it('default to the spec: they pass their own contract, and the claims are marked as examples', () => {
    expect(shopSettingsSchema.parse(DEFAULT_SHOP_SETTINGS)).toEqual(DEFAULT_SHOP_SETTINGS);
    expect(claimsAreExamples(DEFAULT_SHOP_SETTINGS)).toBe(true);
    const off = {
      ...DEFAULT_SHOP_SETTINGS,
      heroClaims: DEFAULT_SHOP_SETTINGS.heroClaims.map((c) => ({ ...c, on: false })),
    };
    expect(claimsAreExamples(off)).toBe(false);
    expect(DEFAULT_SHOP_SETTINGS.policies.returns).toContain('within 7 days of delivery');
  });

  it('price from the list and name the cheapest item with its own regular price as the "from" price', () => {
    const s = DEFAULT_SHOP_SETTINGS;
    expect([priceOf(s, 'small'), priceOf(s, 'medium'), priceOf(s, 'large'), priceOf(s, 'digital')]).toEqual([
      9900, 12900, 16900, 1450,
    ]);
    expect(fromPriceOf(s)).toEqual({ cents: 1450, compareAtCents: 2900 });
    const cheapPrint = { ...s, prints: { ...s.prints, small: { priceCents: 999, compareAtCents: null } } };
    expect(fromPriceOf(cheapPrint)).toEqual({ cents: 999, compareAtCents: null });
  });

  it('say which sections a version changed, and fill the shop name and address into a policy', () => {
    const renamed = { ...DEFAULT_SHOP_SETTINGS, shop: { ...DEFAULT_SHOP_SETTINGS.shop, name: 'Acme' } };
    expect(settingsChanges(DEFAULT_SHOP_SETTINGS, renamed)).toEqual(['Shop name and e-mail']);
    expect(settingsChanges(DEFAULT_SHOP_SETTINGS, DEFAULT_SHOP_SETTINGS)).toEqual([]);
    expect(fillPolicy('Write to {support_email} at {shop_name}.', renamed)).toBe(
      'Write to hello@pawtrait.studio at Acme.',
    );
  });
});
