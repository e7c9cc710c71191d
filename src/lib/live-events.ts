import type { QueryClient } from '@tanstack/react-query';

/** Which cached queries each live topic refreshes. */
const TOPIC_QUERIES: Record<string, string[][]> = {
  me: [['me'], ['token-history']],
  tokens: [['me'], ['token-history']],
  templates: [['templates']],
  library: [['library']],
  cart: [['cart']],
  orders: [['orders'], ['admin-orders']],
  referral: [['me'], ['referral-credits']],
};

export type LiveListener = (topic: string, data: unknown) => void;
const listeners = new Set<LiveListener>();

/** Features that need the raw event (e.g. the referral credit modal) listen here. */
export function onLiveEvent(fn: LiveListener) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Opens /api/events and turns each event into query refreshes. Returns a closer. */
export function connectLiveEvents(queryClient: QueryClient): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  const source = new EventSource('/api/events');
  for (const topic of Object.keys(TOPIC_QUERIES)) {
    source.addEventListener(topic, (e) => {
      for (const key of TOPIC_QUERIES[topic]!) void queryClient.invalidateQueries({ queryKey: key });
      let data: unknown = undefined;
      try {
        data = JSON.parse((e as MessageEvent).data);
      } catch {
        /* keep undefined */
      }
      listeners.forEach((fn) => fn(topic, data));
    });
  }
  // After a reconnect (not the first connect), anything may have changed while we were away.
  let connectedBefore = false;
  source.addEventListener('ready', () => {
    if (connectedBefore) void queryClient.invalidateQueries();
    connectedBefore = true;
  });
  return () => source.close();
}
