import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { fullTitle } from '../lib/document-title';
import toast from '../lib/toast';
import { useShopSettings } from '../lib/shop-settings';

/** How long a new page may take to show its heading (a lazy chunk, then its data). */
const HEADING_WAIT_MS = 10_000;

/**
 * On every route change: the route's own document title, and focus on the new page's main heading
 * (as a screen reader user expects after a page load). The first load keeps the browser's focus.
 */
export function RouteChange() {
  const { pathname, hash } = useLocation();
  const matches = useMatches();
  const title = (matches[matches.length - 1]?.handle as { title?: string } | undefined)?.title;
  const shop = useShopSettings().shop.name;
  // Before the pages' own effects, so a page's more precise title wins.
  useLayoutEffect(() => {
    if (title) document.title = fullTitle(title, shop);
  }, [pathname, title, shop]);

  // Toasts do not follow the customer onto another page (except the one that explains the move).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    toast.leavePage();
  }, [pathname]);

  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash) return;
    const main = document.getElementById('main');
    if (!main) return;
    const focusHeading = () => {
      // A customer already typing in the new page keeps the field (and every keystroke).
      if (document.activeElement?.matches('input, select, textarea') && main.contains(document.activeElement))
        return true;
      const h1 = main.querySelector<HTMLElement>('h1');
      if (!h1) return false;
      if (!h1.hasAttribute('tabindex')) h1.setAttribute('tabindex', '-1');
      h1.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => focusHeading() && stop());
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    // Someone who moves the focus while the page loads (the header menu, a tab) keeps it.
    const moved = () => stop();
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      document.removeEventListener('focusin', moved);
    };
    observer.observe(main, { childList: true, subtree: true });
    document.addEventListener('focusin', moved);
    return stop;
  }, [pathname, hash]);
  return null;
}
