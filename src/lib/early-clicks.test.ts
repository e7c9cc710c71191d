import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyClicks } from './early-clicks';

type Held = Window & { __pawtraitEarlyClicks?: HTMLElement[]; __pawtraitReplay?: () => void };

function button(testId: string, hydrated: boolean) {
  const el = document.createElement('button');
  el.dataset.testid = testId;
  if (hydrated) Object.assign(el, { __reactProps$test: {} });
  const pressed = vi.fn();
  el.addEventListener('click', pressed);
  document.getElementById('root')!.append(el);
  return { el, pressed };
}

describe('replayEarlyClicks', () => {
  afterEach(() => {
    delete (window as Held).__pawtraitEarlyClicks;
    delete (window as Held).__pawtraitReplay;
    document.body.innerHTML = '';
  });

  it('presses a held button again once React has hydrated it, and once only', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const { el, pressed } = button('generate-button', true);
    (window as Held).__pawtraitEarlyClicks = [el];
    replayEarlyClicks();
    replayEarlyClicks();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('presses the button that took a held one’s place when React rendered the page afresh', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const old = button('generate-button', false);
    (window as Held).__pawtraitEarlyClicks = [old.el];
    old.el.remove();
    const fresh = button('generate-button', true);
    replayEarlyClicks();
    expect(old.pressed).not.toHaveBeenCalled();
    expect(fresh.pressed).toHaveBeenCalledTimes(1);
  });
});
