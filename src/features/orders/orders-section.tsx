import { Button, ButtonLink } from '../../components/ui/button';
import { SectionCard } from '../../components/ui/section-card';
import { OrderCard } from './order-card';
import { useOrders } from './use-orders';

/** The order history: newest first, 2 at first, 'View more' adds 2. */
export function OrdersSection() {
  const { query, orders, visible, more, viewMore, loadingMore } = useOrders();
  return (
    <SectionCard id="orders" title="Orders" testId="account-orders">
      {query.isPending && (
        <div className="space-y-3" aria-busy="true">
          <span className="sr-only" role="status">
            Loading your orders...
          </span>
          {[0, 1].map((i) => (
            <div key={i} className="h-36 animate-pulse rounded-2xl bg-stone-100" />
          ))}
        </div>
      )}
      {query.isError && !query.data && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-700"
        >
          <span>Failed to load orders: {query.error.message}</span>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {query.data && orders.length === 0 && (
        <div
          className="rounded-2xl border-2 border-dashed border-stone-200 px-6 py-10 text-center"
          data-testid="orders-empty"
        >
          <p className="font-semibold text-ink">No orders yet.</p>
          <p className="mt-1 text-sm text-stone-600">
            When you order a framed print or a digital download it will show up here.
          </p>
          <ButtonLink to="/" variant="secondary" className="mt-5">
            Browse styles
          </ButtonLink>
        </div>
      )}
      {visible.length > 0 && (
        <ul className="space-y-4" data-testid="orders-list">
          {visible.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
      {query.data && more && (
        <div className="mt-5 text-center">
          <Button variant="secondary" onClick={viewMore} disabled={loadingMore}>
            {loadingMore ? 'Loading...' : 'View more'}
          </Button>
        </div>
      )}
    </SectionCard>
  );
}
