import { Link, useParams } from 'react-router-dom';
import { Button, ButtonLink } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { OrderDetail } from '../../features/orders/order-detail';
import { isNotFound, useOrderLife } from '../../features/orders/use-order-life';
import { useDocumentTitle } from '../../lib/document-title';

/** /account/orders/:id: one order's items, proof, timeline, tracking and downloads, live. */
export function AccountOrderPage() {
  const id = useParams().id ?? '';
  const { order, timeline } = useOrderLife(id);
  useDocumentTitle(order.data ? `Order ${order.data.id}` : null);
  return (
    <div className="bg-gradient-to-b from-brand-50/60 via-cream to-cream">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <Link
          to="/account#orders"
          className="inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          <span aria-hidden="true">←</span> Your account
        </Link>
        <h1 className="mt-3 break-words text-3xl font-semibold tracking-tight sm:text-4xl">
          Order <span className="font-mono text-2xl sm:text-3xl">{id}</span>
        </h1>
        {order.isPending && <Spinner label="Loading your order..." className="py-20" />}
        {order.isError &&
          (isNotFound(order.error) ? (
            <div
              className="mt-8 rounded-3xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-stone-200/80"
              data-testid="order-not-found"
            >
              <p className="text-lg font-semibold text-ink">{order.error.message}</p>
              <ButtonLink to="/account" variant="secondary" className="mt-5">
                Back to your orders
              </ButtonLink>
            </div>
          ) : (
            <LoadError
              message={`Failed to load your order: ${order.error.message}`}
              onRetry={() => void order.refetch()}
            />
          ))}
        {order.data && (
          <OrderDetail
            order={order.data}
            timeline={timeline.data}
            timelineError={
              timeline.isError ? (
                <LoadError
                  message={`Failed to load the order's progress: ${timeline.error.message}`}
                  onRetry={() => void timeline.refetch()}
                />
              ) : (
                <Spinner label="Loading progress..." className="py-8" />
              )
            }
          />
        )}
      </div>
    </div>
  );
}

function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-700"
    >
      <span>{message}</span>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
