import { useCallback, useState } from 'react';
import type { FrameSize } from '../../../common/catalog';
import { composeFramedMockups } from './api/compose-framed-mockups';
import { useComposeRequest } from './use-compose-request';
import { MISSING_MOCKUP_INPUT } from './wizard-rules';

/** The frame-your-artwork page's preview: black frame, composed on the server for the URL and size. */
export function useFramePreview() {
  const [views, setViews] = useState<{ key: string; urls: string[] } | null>(null);
  const { busy, error, setError, run } = useComposeRequest();

  const compose = useCallback(
    async (imageUrl: string, size: FrameSize | null) => {
      const url = imageUrl.trim();
      if (!url || !size) {
        setError(MISSING_MOCKUP_INPUT);
        return;
      }
      await run(async (signal) => {
        // Colour omitted: this page frames in black only (docs/spec/shop.md §7).
        const urls = await composeFramedMockups({ imageUrl: url, size }, signal);
        if (!signal.aborted) setViews({ key: `${url}|${size}`, urls });
      });
    },
    [run, setError],
  );

  return { views, busy, error, compose };
}
