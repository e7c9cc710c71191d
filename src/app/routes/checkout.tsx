import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { formatCents } from '../../../common/money';
import { Button, ButtonLink } from '../../components/ui/button';
import { ImageCarousel } from '../../components/ui/image-carousel';
import { colorLabel, lineImage, sizeLabel, templateNameOf } from '../../lib/order-lines';
import type { PaymentOutcome } from '../../features/payments/payment-dialog';
import { CardPayment } from '../../features/payments/card-payment';
import { useFinishOrder } from '../../features/orders/use-finish-order';
import { useCart } from '../../features/cart/cart-context';
import { sameLine } from '../../features/cart/cart-sync';

type DirectItem = {
  id?: string;
  artworkUrl?: string;
  imageUrl?: string;
  templateName?: string | null;
  size: string;
  color?: string | null;
  mockupUrls?: string[];
};
type DirectState = { clientSecret?: string; orderId?: string; items?: DirectItem[]; totalCents?: number };

/** Each item's picture (the framed print when there is one), then its artwork and the other views. */
const imagesOf = (items: DirectItem[]) => {
  const all = items.flatMap((i) => {
    const art = i.imageUrl ?? i.artworkUrl ?? '';
    return [lineImage({ artworkUrl: art, mockupUrls: i.mockupUrls }), art, ...(i.mockupUrls ?? [])];
  });
  return [...new Set(all)].filter(Boolean);
};

/** /checkout: pays an order started elsewhere; needs the payment's client secret in router state. */
export function CheckoutPage() {
  const state = (useLocation().state ?? {}) as DirectState;
  const navigate = useNavigate();
  const cart = useCart();
  // Only the lines this payment bought leave the cart (by line id, else the same artwork, size and colour).
  const removePaid = () => {
    const paid = Array.isArray(state.items) ? state.items : [];
    for (const line of cart.items) {
      if (
        paid.some(
          (p) =>
            (p.id && p.id === line.id) ||
            sameLine(line, { artworkUrl: p.imageUrl ?? p.artworkUrl ?? '', size: p.size, color: p.color ?? null }),
        )
      )
        cart.remove(line.id);
    }
  };
  const { finishing, finish } = useFinishOrder(removePaid);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const items = Array.isArray(state.items) ? state.items : [];

  if (!state.clientSecret || !state.orderId) {
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-3xl font-semibold">Checkout</h1>
        <p role="alert" className="mt-4 rounded-2xl bg-red-50 px-4 py-3 font-medium text-red-700">
          Missing client secret.
        </p>
        <p className="mt-4 text-stone-600">
          This page continues a payment started from an order. Start again from your cart.
        </p>
        <ButtonLink to="/cart" className="mt-6">
          Go to your cart
        </ButtonLink>
      </section>
    );
  }
  const { clientSecret, orderId } = state;
  const total = typeof state.totalCents === 'number' ? state.totalCents : 0;
  const first = items[0];

  const onDone = (outcome: PaymentOutcome) => {
    if (outcome.ok) {
      const lines = items.map((i) => ({
        imageUrl: lineImage({ artworkUrl: i.imageUrl ?? i.artworkUrl ?? '', mockupUrls: i.mockupUrls }),
        templateName: i.templateName,
        size: i.size,
        color: i.color,
      }));
      return void finish({ orderId, amountCents: total, items: lines, pending: outcome.pending });
    }
    setError(outcome.message || 'Payment failed');
    setAttempt((a) => a + 1);
  };

  return (
    <div className="bg-gradient-to-b from-brand-50/70 via-cream to-cream">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Checkout</p>
        <h1 className="mt-1 text-3xl font-semibold tracking-tight sm:text-4xl">Complete your order</h1>
        <div className="mt-8 grid grid-cols-1 items-start gap-8 lg:grid-cols-2 lg:gap-12">
          <section aria-labelledby="direct-order-heading" className="min-w-0">
            <h2 id="direct-order-heading" className="sr-only">
              Your order
            </h2>
            <ImageCarousel
              images={imagesOf(items)}
              alt={first ? templateNameOf(first) : 'Your artwork'}
              className="mx-auto max-w-md lg:max-w-none"
            />
            <ul className="mt-6 space-y-3">
              {items.map((item, i) => (
                <li
                  key={i}
                  className="flex items-start justify-between gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200/80"
                  data-testid="direct-item"
                >
                  <div>
                    <p className="font-semibold text-ink">{templateNameOf(item)}</p>
                    <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-stone-600">
                      <dt>Frame size</dt>
                      <dd className="font-medium text-ink">{sizeLabel(item.size)}</dd>
                      {item.color && (
                        <>
                          <dt>Frame color</dt>
                          <dd className="font-medium text-ink">{colorLabel(item.color)}</dd>
                        </>
                      )}
                    </dl>
                  </div>
                  <span
                    className={
                      'shrink-0 rounded-full bg-emerald-50 px-3 py-1 text-xs ' +
                      'font-semibold text-emerald-700 ring-1 ring-emerald-200'
                    }
                  >
                    {item.size === 'digital' ? 'Digital download' : 'Free shipping'}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <section
            aria-labelledby="direct-pay-heading"
            data-testid="payment-step"
            className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200/80 sm:p-8 lg:sticky lg:top-below-bar"
          >
            <div className="flex items-baseline justify-between gap-4">
              <h2 id="direct-pay-heading" className="text-xl font-semibold">
                Secure Payment
              </h2>
              <p className="font-display text-2xl font-semibold tabular-nums">{formatCents(total)}</p>
            </div>
            {error && (
              <p role="alert" className="mt-4 rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
                {error}
              </p>
            )}
            <div className="mt-5">
              {finishing ? (
                <p role="status" className="py-10 text-center font-semibold">
                  Payment received — confirming your order...
                </p>
              ) : (
                <CardPayment
                  key={attempt}
                  clientSecret={clientSecret}
                  amountCents={total}
                  returnUrl={`${window.location.origin}/order-success?orderId=${encodeURIComponent(orderId)}`}
                  onDone={onDone}
                  secondary={
                    <Button variant="secondary" onClick={() => void navigate(-1)} className="py-3 text-base sm:px-8">
                      Cancel
                    </Button>
                  }
                />
              )}
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}
