type EarlyClicks = { __pawtraitEarlyClicks?: HTMLElement[]; __pawtraitStarted?: boolean };

/**
 * A prerendered page shows its buttons before the SPA runs (common/first-paint.ts holds the ones
 * pressed meanwhile). Called once hydration has begun: from here React answers every press, and the
 * held ones are pressed again (React hydrates what they touch first).
 */
export function replayEarlyClicks() {
  const w = window as Window & EarlyClicks;
  w.__pawtraitStarted = true;
  for (const button of w.__pawtraitEarlyClicks?.splice(0) ?? []) if (button.isConnected) button.click();
}
