import { ButtonLink } from '../../../components/ui/button';
import { CheckoutSteps } from './checkout-steps';
import { ContactStep } from '../../../features/orders/contact-step';
import { OrderSummary } from './order-summary';
import { PaymentStep } from './payment-step';
import { useCartCheckout } from './use-cart-checkout';

/** /cart: the two-step checkout (Contact, then Secure Payment) beside the order summary. */
export function CartPage() {
  const c = useCartCheckout();
  if (c.items.length === 0 && !c.finishing) return <EmptyCart />;
  return (
    <div className="bg-gradient-to-b from-brand-50/70 via-cream to-cream">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Pawtrait Studio</p>
            <h1 className="mt-1 text-3xl font-semibold tracking-tight sm:text-4xl">Checkout</h1>
          </div>
          <CheckoutSteps step={c.step} />
        </header>
        <div className="mt-8 grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_400px] lg:gap-12">
          <div className="order-2 min-w-0 lg:order-1">
            {c.step === 'contact' || !c.session ? (
              <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200/80 sm:p-8">
                <ContactStep
                  form={c.form}
                  invalid={c.invalid}
                  refusals={c.refusals}
                  loading={c.contactLoading}
                  starting={c.starting}
                  error={c.startError}
                  onChange={c.change}
                  onSubmit={() => void c.continueToPayment()}
                />
              </div>
            ) : (
              <PaymentStep
                form={c.form}
                session={c.session}
                attempt={c.attempt}
                error={c.payError}
                finishing={c.finishing}
                onBack={c.backToContact}
                onDone={c.onPaymentDone}
              />
            )}
          </div>
          <div className="order-1 min-w-0 lg:order-2">
            <OrderSummary items={c.items} step={c.step} />
          </div>
        </div>
      </div>
    </div>
  );
}

function EmptyCart() {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center sm:py-28" data-testid="cart-empty">
      <span className="mx-auto flex h-20 w-20 items-center justify-center rounded-full bg-brand-50 text-brand-500" aria-hidden="true">
        <svg viewBox="0 0 24 24" className="h-10 w-10" fill="none" stroke="currentColor" strokeWidth="1.5">
          <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" strokeLinecap="round" strokeLinejoin="round" />
          <circle cx="10" cy="20.5" r="1.3" />
          <circle cx="17" cy="20.5" r="1.3" />
        </svg>
      </span>
      <h1 className="mt-6 text-3xl font-semibold">Your cart is empty.</h1>
      <p className="mt-3 text-stone-600">Pick a style, upload your pet's photo and we'll paint a portrait worth framing.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/" className="px-6 py-3">
          Browse styles
        </ButtonLink>
        <ButtonLink to="/library" variant="secondary" className="px-6 py-3">
          Open my library
        </ButtonLink>
      </div>
    </section>
  );
}
