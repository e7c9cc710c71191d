import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { AdminPage } from '../../features/admin/admin-header';
import { errorMessage, type OrderFilter, type StateFilter } from '../../features/admin/admin-desk';
import { AdminOrderCard } from '../../features/admin/admin-order-card';
import { AdminStateOrderCard } from '../../features/admin/admin-state-order-card';
import { OrderFilterTabs } from '../../features/admin/order-filter-tabs';
import { OrderStateFilter } from '../../features/admin/order-state-filter';
import { deskStateLabel } from '../../features/admin/order-life-labels';
import { useAdminOrders } from '../../features/admin/api/get-admin-orders';
import { useOrdersInState } from '../../features/admin/api/get-orders-in-state';
import { useFinishOrder, useTestEmail } from '../../features/admin/use-admin-orders';

const EMPTY: Record<OrderFilter, string> = {
  active: 'No active orders. New paid orders appear here.',
  completed: 'No completed orders yet.',
  all: 'No orders yet.',
};

/** /admin/orders: every customer's orders, newest first, live; by tab or by exact state, with each order's life and actions. */
export function AdminOrdersPage() {
  const [filter, setFilter] = useState<OrderFilter>('active');
  const [state, setState] = useState<StateFilter | null>(null);
  const orders = useAdminOrders(filter);
  const inState = useOrdersInState(state);
  const finish = useFinishOrder();
  const testEmail = useTestEmail();
  const ids = useId();
  const panelId = `${ids}-panel`;
  const shown = state ? inState : orders;
  const chooseTab = (f: OrderFilter) => {
    setFilter(f);
    setState(null);
  };
  // A state narrows 'All': the tab says so while the state filter is on.
  const chooseState = (s: StateFilter | null) => {
    setState(s);
    if (s) setFilter('all');
  };
  return (
    <AdminPage
      title="Orders"
      text={
        "All orders, newest first, with the customer's contact details, items and payment " +
        'references. Finish an order once it has shipped.'
      }
      actions={
        <Button variant="secondary" onClick={() => testEmail.mutate()} disabled={testEmail.isPending}>
          {testEmail.isPending ? 'Sending...' : 'Test Email'}
        </Button>
      }
    >
      <div className="mt-8 flex flex-wrap items-end justify-between gap-3">
        <OrderFilterTabs value={filter} onChange={chooseTab} panelId={panelId} idPrefix={ids} />
        <OrderStateFilter value={state} onChange={chooseState} />
      </div>
      {shown.data && (
        <p className="mt-3 text-sm text-stone-600" aria-live="polite" data-testid="admin-order-count">
          {shown.data.length} {shown.data.length === 1 ? 'order' : 'orders'}
          {state ? ` in state ${deskStateLabel(state)}` : ''}
          {shown.isFetching && !shown.isPending ? ' · refreshing...' : ''}
        </p>
      )}
      <div id={panelId} role="tabpanel" aria-labelledby={`${ids}-${filter}`} className="mt-6">
        {shown.isPending ? (
          <Spinner label="Loading orders..." className="py-20" />
        ) : shown.isError ? (
          <div role="alert" className="rounded-2xl bg-red-50 p-5 text-sm text-red-800 ring-1 ring-red-100">
            <p>Failed to load orders: {errorMessage(shown.error)}</p>
            <Button variant="secondary" className="mt-3 px-4 py-1.5" onClick={() => void shown.refetch()}>
              Try again
            </Button>
          </div>
        ) : state ? (
          inState.data && inState.data.length > 0 ? (
            <ul className="space-y-5">
              {inState.data.map((o) => (
                <li key={o.id}>
                  <AdminStateOrderCard order={o} />
                </li>
              ))}
            </ul>
          ) : (
            <Empty text={`No orders in state ${deskStateLabel(state)}.`} />
          )
        ) : orders.data && orders.data.length > 0 ? (
          <ul className="space-y-5">
            {orders.data.map((o) => (
              <li key={o.id}>
                <AdminOrderCard
                  order={o}
                  finishing={finish.isPending && finish.variables === o.id}
                  onFinish={(id) => finish.mutate(id)}
                />
              </li>
            ))}
          </ul>
        ) : (
          <Empty text={EMPTY[filter]} />
        )}
      </div>
    </AdminPage>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <div className="rounded-3xl bg-white px-6 py-16 text-center shadow-sm ring-1 ring-stone-200/80">
      <p className="text-lg font-semibold text-ink">{text}</p>
      <p className="mt-1 text-sm text-stone-600">The list refreshes by itself.</p>
    </div>
  );
}
