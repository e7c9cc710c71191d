import { Spinner } from '../../components/ui/spinner';
import { AdminPage } from '../../features/admin/admin-header';
import { errorMessage } from '../../features/admin/admin-desk';
import { useShopHealth } from '../../features/shop-health/api/get-shop-health';
import { ShopHealthPanels } from '../../features/shop-health/shop-health-panels';

/** /admin/health: the shop's health, refreshed every 5 seconds. */
export function AdminHealthPage() {
  const health = useShopHealth();
  return (
    <AdminPage
      title="Shop health"
      text="Image queues, failed jobs, orders that need you, e-mail delivery and storage, refreshed every 5 seconds."
    >
      {health.isPending && <Spinner label="Loading shop health..." className="mt-10" />}
      {health.isError && (
        <p role="alert" className="mt-8 rounded-2xl bg-red-50 p-4 text-red-800">
          {errorMessage(health.error, 'Could not load the shop health. It is retried every 5 seconds.')}
        </p>
      )}
      {health.data && (
        <>
          <p className="mt-3 text-sm text-stone-600" aria-live="polite">
            Checked {new Date(health.data.checkedAt).toLocaleTimeString()}
            {health.isError ? ' · the last refresh failed' : ''}
          </p>
          <ShopHealthPanels health={health.data} />
        </>
      )}
    </AdminPage>
  );
}
