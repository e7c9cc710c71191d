import { useEffect } from 'react';
import { homeTitle, pageTitle } from '../../common/page-title';
import { useShopSettings } from './shop-settings';

/** The home route's title: its document title is the shop's whole line (common/page-title.ts), not 'Home · shop'. */
export const HOME = 'Home';

/** The document title of a page named `title` in the shop named `shop` (the live settings' name). */
export const fullTitle = (title: string, shop: string) => (title === HOME ? homeTitle(shop) : pageTitle(title, shop));

/** A page that knows a better name than its route's (e.g. the style it shows) says so here. */
export function useDocumentTitle(title: string | null | undefined) {
  const shop = useShopSettings().shop.name;
  useEffect(() => {
    if (title) document.title = fullTitle(title, shop);
  }, [title, shop]);
}
