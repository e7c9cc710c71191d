import { forgetEarlyFiles } from './early-files';

type EarlyClicks = { __pawtraitEarlyClicks?: HTMLElement[]; __pawtraitReplay?: () => void };

/** React has hydrated this node: it carries its props (a lazy screen hydrates after its chunk arrives). */
const hydrated = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactProps$'));
const GIVE_UP_MS = 5000;

/** What a node is called, for a button with neither test id nor link: its label or its words. */
const nameOf = (el: HTMLElement) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();

/**
 * The node that took a held one's place when React rendered the page afresh instead of hydrating it (a page whose
 * first render differs from the server's): the one with its test id, the link to the same place, or the button of
 * the same name inside the same test id (a footer's policy buttons).
 */
function counterpart(el: HTMLElement): HTMLElement | null {
  const testId = el.dataset.testid;
  const href = el.tagName === 'A' ? el.getAttribute('href') : null;
  if (testId || href) {
    const same = (node: HTMLElement) =>
      testId ? node.dataset.testid === testId : node.tagName === 'A' && node.getAttribute('href') === href;
    return [...document.querySelectorAll<HTMLElement>('#root [data-testid], #root a[href]')].find(same) ?? null;
  }
  const name = nameOf(el);
  const within = el.parentElement?.closest<HTMLElement>('[data-testid]')?.dataset.testid;
  if (!name || !within) return null;
  const scope = [...document.querySelectorAll<HTMLElement>('#root [data-testid]')].find(
    (node) => node.dataset.testid === within,
  );
  return [...(scope?.querySelectorAll<HTMLElement>('button') ?? [])].find((node) => nameOf(node) === name) ?? null;
}

/**
 * A prerendered page shows its buttons and links before React has hydrated them; the page's loader
 * (common/first-paint.ts) holds the ones pressed meanwhile. Each held
 * press is made again, in order, as soon as React has hydrated its button or link (a link then
 * navigates in the SPA, with its state), or 5 s after it was held whatever happens. Called once React has
 * committed its first render and the session is known (src/main.tsx); a second call does nothing.
 */
export function replayEarlyClicks() {
  const w = window as Window & EarlyClicks;
  const held = w.__pawtraitEarlyClicks;
  if (!held || w.__pawtraitReplay) return;
  // A page's code may still be on its way: its drop zone has as long as a held press to take a file kept for it.
  setTimeout(forgetEarlyFiles, GIVE_UP_MS);
  const heldSince = new WeakMap<HTMLElement, number>();
  let waiting: ReturnType<typeof setTimeout> | undefined;
  const next = () => {
    clearTimeout(waiting);
    while (held.length > 0) {
      const el = held[0]!;
      if (!heldSince.has(el)) heldSince.set(el, Date.now());
      if (el.isConnected && !hydrated(el) && Date.now() - heldSince.get(el)! < GIVE_UP_MS) {
        waiting = setTimeout(next, 30);
        return;
      }
      held.shift();
      (el.isConnected ? el : counterpart(el))?.click();
    }
  };
  w.__pawtraitReplay = next;
  next();
}
