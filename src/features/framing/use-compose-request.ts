import { useCallback, useEffect, useRef, useState } from 'react';
import toast from '../../lib/toast';
import { composeErrorText } from './wizard-rules';

export const COMPOSE_TOAST = { duration: 6000 };

/**
 * One mockup composition at a time: starting one aborts the one before, as do `cancel` and unmounting; `busy` and
 * `error` follow the latest. A failure of the latest is shown at the place and in a toast.
 */
export function useComposeRequest() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inflight = useRef<AbortController | null>(null);
  useEffect(() => () => inflight.current?.abort(), []);

  const run = useCallback(async (task: (signal: AbortSignal) => Promise<void>) => {
    inflight.current?.abort();
    const controller = new AbortController();
    inflight.current = controller;
    setBusy(true);
    setError(null);
    try {
      await task(controller.signal);
    } catch (err) {
      if (controller.signal.aborted) return;
      const message = composeErrorText(err);
      setError(message);
      toast.error(message, COMPOSE_TOAST);
    } finally {
      if (inflight.current === controller) {
        inflight.current = null;
        setBusy(false);
      }
    }
  }, []);

  const cancel = useCallback(() => {
    inflight.current?.abort();
    inflight.current = null;
    setBusy(false);
    setError(null);
  }, []);

  return { busy, error, setError, run, cancel };
}
