/**
 * The live-event topics `GET /api/events` sends: what changed, for whom; a client re-reads the named
 * resource. The server publishes only these (server/features/events/events.service.ts) and the SPA
 * subscribes to each (src/lib/live-events.ts), so a topic added on one side fails the other's type check.
 * - 'job' carries a JobView (./jobs.ts) as data at each stage of an image job.
 * - 'orders' (to the owner) and 'admin-orders' (to every signed-in admin) carry an order's new
 *   state (./order-life.ts, orderLiveEventSchema).
 * - 'settings' (to everyone): the owner saved or restored the storefront settings (./settings.ts).
 */
export const LIVE_TOPICS = [
  'me',
  'tokens',
  'library',
  'cart',
  'orders',
  'templates',
  'referral',
  'job',
  'admin-orders',
  'settings',
] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];
