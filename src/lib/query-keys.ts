/**
 * Every cached query's key, from one set of factories. A key's first part names the resource a
 * live event refreshes (live-events.ts), so `invalidateQueries({ queryKey: keys.x.all })` reaches
 * every query of that resource. Shared here because several features read the same resources and
 * features never import each other.
 */
export const queryKeys = {
  session: { all: ['session'] as const },
  config: { all: ['config'] as const },
  /** The storefront settings (server/features/spa/page-render.ts seeds the same key). */
  settings: { all: ['settings'] as const, admin: ['settings', 'admin'] as const },
  me: { all: ['me'] as const, user: (userId: string | undefined) => ['me', userId] as const },
  contact: { all: ['contact'] as const },
  tokenHistory: { all: ['token-history'] as const },
  templates: {
    all: ['templates'] as const,
    one: (id: string | undefined) => ['templates', id] as const,
    adminList: ['templates', 'admin list'] as const,
  },
  photoCheck: { one: (uploadId: string) => ['photo-check', uploadId] as const },
  jobs: { all: ['jobs'] as const, active: ['jobs', 'active'] as const },
  library: { all: ['library'] as const, item: (id: string | undefined) => ['library', 'item', id] as const },
  cart: { all: ['cart'] as const, user: (userId: string | null | undefined) => ['cart', userId] as const },
  orders: {
    all: ['orders'] as const,
    list: ['orders', 'list'] as const,
    /** The order the payment page just made (its success page). */
    paid: (id: string | null | undefined) => ['orders', 'one', id] as const,
    detail: (id: string) => ['orders', 'detail', id] as const,
    timeline: (id: string) => ['orders', 'timeline', id] as const,
  },
  adminOrders: {
    all: ['admin-orders'] as const,
    byStatus: (status: string) => ['admin-orders', status] as const,
    state: (state: string) => ['admin-orders', 'state', state] as const,
    history: (id: string) => ['admin-orders', 'history', id] as const,
  },
  referralCredits: {
    all: ['referral-credits'] as const,
    user: (userId: string | undefined) => ['referral-credits', userId] as const,
  },
  shopHealth: { all: ['shop-health'] as const },
  devOutbox: { all: ['dev-outbox'] as const },
};
