import { useEffect } from 'react';

export const SHOP_NAME = 'Pawtrait Studio';
export const HOME_TITLE = `${SHOP_NAME} — Turn Your Pet Into Stunning Art`;

/** The document title of a page named `title` (the home page's title is whole already). */
export const fullTitle = (title: string) => (title === HOME_TITLE ? title : `${title} | ${SHOP_NAME}`);

/** A page that knows a better name than its route's (e.g. the style it shows) says so here. */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title) document.title = fullTitle(title);
  }, [title]);
}
