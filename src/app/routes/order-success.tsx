import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { formatCents } from '../../../common/money';
import { ButtonLink } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { lineDetails, lineImage, templateNameOf } from '../../lib/order-lines';
import { getPaidOrderQueryOptions } from '../../features/orders/api/get-order';
import type { OrderSuccessState, SuccessItem } from '../../features/orders/use-finish-order';
import { OrderDownloads } from '../../features/orders/order-downloads';
import { SuccessSuggestions } from '../../features/templates/success-suggestions';

/** docs/spec/commerce.md §9: without an order id in state, 'PP-' and the last six digits of the time. */
export const fallbackOrderId = (now = Date.now()) => `PP-${String(now).slice(-6)}`;

/** /order-success: thanks, the order number, its items and total, downloads for digital items, suggestions. */
export function OrderSuccessPage() {
  const state = (useLocation().state ?? {}) as Partial<OrderSuccessState>;
  const [params] = useSearchParams();
  /** From the address: shown only once the server says it is this customer's order. */
  const askedId = params.get('orderId') || params.get('order') || null;
  const knownId = state.orderId || askedId;
  const [orderId] = useState(() => knownId ?? fallbackOrderId());
  const order = useQuery({
    ...getPaidOrderQueryOptions(knownId),
    retry: 1,
    // A Stripe webhook may still be on its way: look again until the order is paid.
    refetchInterval: (q) => (q.state.data?.status === 'pending' && q.state.dataUpdateCount < 30 ? 1000 : false),
  });
  if (!state.orderId && askedId) {
    if (order.isPending) return <Spinner label="Loading your order..." className="py-32" />;
    if (!order.data) return <OrderNotFound />;
  }
  const items: SuccessItem[] = state.items?.length
    ? state.items
    : (order.data?.items ?? []).map((i) => ({
        imageUrl: lineImage(i),
        templateName: i.templateName,
        size: i.size,
        color: i.color,
      }));
  const total = typeof state.totalCents === 'number' ? state.totalCents : order.data?.totalCents;

  return (
    <div className="bg-gradient-to-b from-emerald-50/70 via-cream to-cream">
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
        <div className="text-center">
          <span
            className={
              'mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-emerald-500 text-white ' +
              'shadow-lg shadow-emerald-500/30'
            }
            aria-hidden="true"
          >
            <svg viewBox="0 0 24 24" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth="2.5">
              <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
          <h1 className="mt-6 text-3xl font-semibold tracking-tight sm:text-5xl">Thank you for your order!</h1>
          <p className="mt-4 text-stone-600">
            Order number{' '}
            <strong className="font-mono text-ink" data-testid="order-id">
              {orderId}
            </strong>
          </p>
          {order.data?.contact?.email && (
            <p className="mt-1 text-sm text-stone-500">A confirmation is on its way to {order.data.contact.email}.</p>
          )}
          {order.data?.status === 'pending' && (
            <p className="mt-2 text-sm font-medium text-amber-700">
              We're confirming your payment — this takes a moment.
            </p>
          )}
        </div>

        <section
          aria-labelledby="success-items"
          className="mt-10 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200/80 sm:p-8"
        >
          <h2 id="success-items" className="text-xl font-semibold">
            Your order
          </h2>
          {items.length > 0 ? (
            <ul className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-3">
              {items.map((item, i) => (
                <li key={i} data-testid="success-item">
                  <img
                    src={item.imageUrl}
                    alt={`${templateNameOf(item)} artwork`}
                    className="aspect-[4/5] w-full rounded-2xl bg-stone-100 object-cover ring-1 ring-stone-200"
                  />
                  <p className="mt-2 truncate text-sm font-semibold text-ink">{templateNameOf(item)}</p>
                  <p className="text-xs text-stone-500">{lineDetails(item)}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-stone-600">
              {order.isPending && knownId ? 'Loading your order...' : 'Your order details are in your account.'}
            </p>
          )}
          {(total !== undefined || order.data) && (
            <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-t border-stone-100 pt-5">
              {total !== undefined && (
                <p className="text-lg" data-testid="order-total">
                  Total paid: <strong className="font-display text-2xl">{formatCents(total)}</strong>
                  <span className="ml-2 text-sm text-emerald-700">
                    {items.length > 0 && items.every((i) => i.size === 'digital') ? 'Nothing to ship' : 'Free shipping'}
                  </span>
                </p>
              )}
              {order.data && <OrderDownloads order={order.data} />}
            </div>
          )}
        </section>

        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/library" className="px-6 py-3">
            View my library
          </ButtonLink>
          <ButtonLink to="/" variant="secondary" className="px-6 py-3">
            Continue shopping
          </ButtonLink>
        </div>
        <p className="mt-4 text-center text-sm text-stone-500">
          Your orders are listed on your{' '}
          <Link to="/account" className="font-medium text-brand-700 underline-offset-4 hover:underline">
            account page
          </Link>
          .
        </p>
      </div>
      <SuccessSuggestions />
    </div>
  );
}

/** An order number in the address that is not this customer's (or does not exist): nothing of it is shown. */
function OrderNotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center" data-testid="order-not-found">
      <h1 className="text-3xl font-semibold">We couldn't find that order</h1>
      <p className="mt-3 text-stone-600">
        The link may be incomplete, or the order belongs to another account. All of your orders are on{' '}
        <Link to="/account" className="font-medium text-brand-700 underline underline-offset-4">
          your orders page
        </Link>
        .
      </p>
      <ButtonLink to="/account" className="mt-8 px-6 py-3">
        See your orders
      </ButtonLink>
    </section>
  );
}
