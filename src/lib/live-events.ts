import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LiveTopic } from '../../common/contracts/events';
import { queryKeys as keys } from './query-keys';

/** Which cached queries each live topic (common/contracts/events.ts) refreshes. */
const TOPIC_QUERIES: Record<LiveTopic, QueryKey[]> = {
  me: [keys.me.all, keys.tokenHistory.all],
  tokens: [keys.me.all, keys.tokenHistory.all],
  templates: [keys.templates.all],
  library: [keys.library.all],
  cart: [keys.cart.all],
  // keys.me: the header's notice of proofs waiting for approval.
  orders: [keys.orders.all, keys.adminOrders.all, keys.me.all],
  // Every order's state change, to admins only (the order desk).
  'admin-orders': [keys.adminOrders.all],
  referral: [keys.me.all, keys.referralCredits.all],
  // An image job's stage (data: a JobView, common/contracts/jobs.ts); its end also JOB_END_QUERIES.
  job: [keys.jobs.all],
  // The storefront settings changed (prices, claims, the shop's name): the admin desk's view too.
  settings: [keys.settings.all],
};

/** When an image job ends (done or failed-and-refunded), the library and the balance have changed. */
const JOB_END_QUERIES = [keys.library.all, keys.me.all, keys.tokenHistory.all];

export type LiveListener = (topic: LiveTopic, data: unknown) => void;
const listeners = new Set<LiveListener>();

/** Features that need the raw event (e.g. the referral credit modal, a generation job) listen here. */
export function onLiveEvent(fn: LiveListener) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

type StatusListener = (connected: boolean) => void;
const statusListeners = new Set<StatusListener>();
let connected = false;

/** Whether the event stream is open now (a follower polls while it is not). */
export function isLiveConnected() {
  return connected;
}

/** Called with true each time the stream (re)opens and with false when it drops. */
export function onLiveStatus(fn: StatusListener) {
  statusListeners.add(fn);
  return () => statusListeners.delete(fn);
}

function setConnected(next: boolean) {
  if (next === connected) return;
  connected = next;
  statusListeners.forEach((fn) => fn(next));
}

function isJobEnd(data: unknown) {
  const state = (data as { state?: unknown } | undefined)?.state;
  return state === 'done' || state === 'failed';
}

/** Opens /api/events and turns each event into query refreshes. Returns a closer. */
export function connectLiveEvents(queryClient: QueryClient): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  const source = new EventSource('/api/events');
  for (const topic of Object.keys(TOPIC_QUERIES) as LiveTopic[]) {
    source.addEventListener(topic, (e) => {
      let data: unknown = undefined;
      try {
        data = JSON.parse((e as MessageEvent<string>).data);
      } catch {
        /* keep undefined */
      }
      const keys =
        topic === 'job' && isJobEnd(data) ? [...TOPIC_QUERIES.job, ...JOB_END_QUERIES] : TOPIC_QUERIES[topic];
      for (const key of keys) void queryClient.invalidateQueries({ queryKey: key });
      listeners.forEach((fn) => fn(topic, data));
    });
  }
  // After a reconnect (not the first connect), anything may have changed while we were away.
  let connectedBefore = false;
  source.addEventListener('ready', () => {
    if (connectedBefore) void queryClient.invalidateQueries();
    connectedBefore = true;
    setConnected(true);
  });
  // The browser reconnects by itself (retry: 3000); until 'ready' comes again, followers poll.
  source.addEventListener('error', () => setConnected(false));
  return () => {
    source.close();
    setConnected(false);
  };
}
