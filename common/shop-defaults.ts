import type { ShopSettings } from './contracts/settings.js';
import { DEFAULT_PRIVACY, DEFAULT_RETURNS, DEFAULT_TERMS } from './policy-texts.js';
import { DEFAULT_STOREFRONT } from './shop-settings.js';

/**
 * The whole demo document: DEFAULT_STOREFRONT and the policy texts. Its own module, so the SPA's entry bundle
 * (which needs DEFAULT_STOREFRONT only, src/lib/shop-settings.ts) does not carry the policies.
 */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  ...DEFAULT_STOREFRONT,
  // Trimmed, as the contract keeps every text.
  policies: { terms: DEFAULT_TERMS.trim(), privacy: DEFAULT_PRIVACY.trim(), returns: DEFAULT_RETURNS.trim() },
};
