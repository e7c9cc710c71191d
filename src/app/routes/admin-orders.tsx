import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { AdminPage } from '../../features/admin/admin-header';
import { errorMessage, type OrderFilter } from '../../features/admin/admin-api';
import { AdminOrderCard } from '../../features/admin/admin-order-card';
import { OrderFilterTabs } from '../../features/admin/order-filter-tabs';
import { useAdminOrders, useFinishOrder, useTestEmail } from '../../features/admin/use-admin-orders';

const EMPTY: Record<OrderFilter, string> = {
  active: 'No active orders. New paid orders appear here.',
  completed: 'No completed orders yet.',
  all: 'No orders yet.',
};

/** /admin/orders: every customer's orders, newest first, with Finish order and Test Email. */
export function AdminOrdersPage() {
  const [filter, setFilter] = useState<OrderFilter>('active');
  const orders = useAdminOrders(filter);
  const finish = useFinishOrder();
  const testEmail = useTestEmail();
  const ids = useId();
  const panelId = `${ids}-panel`;
  return (
    <AdminPage
      title="Orders"
      text="All orders, newest first, with the customer's contact details, items and payment references. Finish an order once it has shipped."
      actions={
        <Button variant="secondary" onClick={() => testEmail.mutate()} disabled={testEmail.isPending}>
          {testEmail.isPending ? 'Sending...' : 'Test Email'}
        </Button>
      }
    >
      <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
        <OrderFilterTabs value={filter} onChange={setFilter} panelId={panelId} idPrefix={ids} />
        {orders.data && (
          <p className="text-sm text-stone-600" aria-live="polite">
            {orders.data.length} {orders.data.length === 1 ? 'order' : 'orders'}
            {orders.isFetching && !orders.isPending ? ' · refreshing...' : ''}
          </p>
        )}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={`${ids}-${filter}`} className="mt-6">
        {orders.isPending ? (
          <Spinner label="Loading orders..." className="py-20" />
        ) : orders.isError ? (
          <div role="alert" className="rounded-2xl bg-red-50 p-5 text-sm text-red-800 ring-1 ring-red-100">
            <p>Failed to load orders: {errorMessage(orders.error)}</p>
            <Button variant="secondary" className="mt-3 px-4 py-1.5" onClick={() => void orders.refetch()}>
              Try again
            </Button>
          </div>
        ) : orders.data.length === 0 ? (
          <div className="rounded-3xl bg-white px-6 py-16 text-center shadow-sm ring-1 ring-stone-200/80">
            <p className="text-lg font-semibold text-ink">{EMPTY[filter]}</p>
            <p className="mt-1 text-sm text-stone-600">The list refreshes by itself.</p>
          </div>
        ) : (
          <ul className="space-y-5">
            {orders.data.map((o) => (
              <li key={o.id}>
                <AdminOrderCard order={o} finishing={finish.isPending && finish.variables === o.id} onFinish={(id) => finish.mutate(id)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </AdminPage>
  );
}
