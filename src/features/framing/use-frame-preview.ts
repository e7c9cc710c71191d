import { useCallback, useEffect, useRef, useState } from 'react';
import toast from '../../lib/toast';
import type { FrameSize } from '../../../common/catalog';
import { composeFramedMockups } from './api/compose-framed-mockups';
import { composeErrorText, MISSING_MOCKUP_INPUT } from './wizard-rules';

/** The frame-your-artwork page's preview: black frame, composed on the server for the URL and size. */
export function useFramePreview() {
  const [views, setViews] = useState<{ key: string; urls: string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inflight = useRef<AbortController | null>(null);
  useEffect(() => () => inflight.current?.abort(), []);

  const compose = useCallback(async (imageUrl: string, size: FrameSize | null) => {
    const url = imageUrl.trim();
    if (!url || !size) {
      setError(MISSING_MOCKUP_INPUT);
      return;
    }
    inflight.current?.abort();
    const controller = new AbortController();
    inflight.current = controller;
    setBusy(true);
    setError(null);
    try {
      // Colour omitted: this page frames in black only (docs/spec/shop.md §7).
      const urls = await composeFramedMockups({ imageUrl: url, size }, controller.signal);
      if (!controller.signal.aborted) setViews({ key: `${url}|${size}`, urls });
    } catch (err) {
      if (controller.signal.aborted) return;
      const message = composeErrorText(err);
      setError(message);
      toast.error(message, { duration: 6000 });
    } finally {
      if (inflight.current === controller) {
        inflight.current = null;
        setBusy(false);
      }
    }
  }, []);

  return { views, busy, error, compose };
}
