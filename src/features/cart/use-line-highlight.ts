import { useEffect, useState, type RefObject } from 'react';

/** Spec: the new line is highlighted for about 2.4 s, pulsing for 1.6 s after a 400 ms wait. */
export const HIGHLIGHT_MS = 2400;
export const PULSE_DELAY_MS = 400;
export const PULSE_MS = 1600;

/** Scrolls the just-added line into view and reports how to highlight it. */
export function useLineHighlight(id: string | null, seq: number, list: RefObject<HTMLElement | null>) {
  const [state, setState] = useState<{ id: string | null; pulsing: boolean }>({ id, pulsing: false });
  // A new line (or the same one added again) starts unpulsed (state adjusted while rendering).
  const key = `${id ?? ''}|${seq}`;
  const [stateFor, setStateFor] = useState(key);
  if (stateFor !== key) {
    setStateFor(key);
    setState({ id, pulsing: false });
  }
  useEffect(() => {
    if (!id) return;
    const scroll = requestAnimationFrame(() => {
      list.current
        ?.querySelector(`[data-id="${CSS.escape(id)}"]`)
        ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    });
    const pulse = window.setTimeout(() => setState({ id, pulsing: true }), PULSE_DELAY_MS);
    const stopPulse = window.setTimeout(() => setState({ id, pulsing: false }), PULSE_DELAY_MS + PULSE_MS);
    const end = window.setTimeout(() => setState({ id: null, pulsing: false }), HIGHLIGHT_MS);
    return () => {
      cancelAnimationFrame(scroll);
      [pulse, stopPulse, end].forEach((t) => window.clearTimeout(t));
    };
  }, [id, seq, list]);
  return state;
}
