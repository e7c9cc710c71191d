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

  it('presses the button of the same name in the same place when the held one had no test id', () => {
    document.body.innerHTML = '<div id="root"><footer data-testid="site-footer"></footer></div>';
    const footer = document.querySelector('footer')!;
    const held = document.createElement('button');
    held.textContent = 'Privacy Policy';
    footer.append(held);
    (window as Held).__pawtraitEarlyClicks = [held];
    footer.remove();
    document.getElementById('root')!.innerHTML =
      '<footer data-testid="site-footer"><button>Terms of Service</button><button>Privacy Policy</button></footer>';
    const [terms, privacy] = [...document.querySelectorAll('button')];
    Object.assign(privacy!, { __reactProps$test: {} });
    const pressed = vi.fn();
    const wrong = vi.fn();
    privacy!.addEventListener('click', pressed);
    terms!.addEventListener('click', wrong);
    replayEarlyClicks();
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(wrong).not.toHaveBeenCalled();
  });
});
