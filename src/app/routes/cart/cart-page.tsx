import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useCart } from '../../../features/cart/cart-context';
import { useNavigate } from 'react-router-dom';
import { signInPath } from '../../../lib/sign-in-return';
import { CheckoutSteps } from './checkout-steps';
import { ContactStep } from '../../../features/orders/contact-step';
import { OrderSummary } from './order-summary';
import { PaymentStep } from './payment-step';
import { useCartCheckout } from './use-cart-checkout';
import { CartIcon } from '../../../features/cart/cart-icon';
import { useShopSettings } from '../../../lib/shop-settings';

/** /cart: the two-step checkout (Contact, then Secure Payment) beside the order summary. */
export function CartPage() {
  const c = useCartCheckout();
  const { remove } = useCart();
  const shopName = useShopSettings().shop.name;
  if (c.items.length === 0 && !c.finishing) return <EmptyCart />;
  return (
    <div className="bg-gradient-to-b from-brand-50/70 via-cream to-cream">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">{shopName}</p>
            <h1 className="mt-1 text-3xl font-semibold tracking-tight sm:text-4xl">Checkout</h1>
          </div>
          <CheckoutSteps step={c.step} />
        </header>
        <div className="mt-8 grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_400px] lg:gap-12">
          <div className="order-2 min-w-0 lg:order-1">
            {!c.signedIn ? (
              <SignInToCheckOut />
            ) : c.resuming ? (
              <Spinner
                label="Preparing your secure payment..."
                className="rounded-3xl bg-white py-24 shadow-sm ring-1 ring-stone-200/80"
              />
            ) : c.step === 'contact' || !c.session ? (
              <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200/80 sm:p-8">
                <ContactStep
                  form={c.form}
                  errors={c.errors}
                  digitalOnly={c.digitalOnly}
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
                digitalOnly={c.digitalOnly}
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
            <OrderSummary items={c.items} onRemove={remove} />
          </div>
        </div>
      </div>
    </div>
  );
}

/** A visitor's cart: checking out needs an account; sign-in brings them back here, the cart merged. */
function SignInToCheckOut() {
  const navigate = useNavigate();
  return (
    <section
      aria-labelledby="sign-in-to-check-out"
      className="rounded-3xl bg-white p-5 text-center shadow-sm ring-1 ring-stone-200/80 sm:p-8"
    >
      <h2 id="sign-in-to-check-out" className="text-xl font-semibold">
        Sign in to check out
      </h2>
      <p className="mt-2 text-stone-600">
        Your cart comes with you: sign in or create an account and you're back here, ready to pay.
      </p>
      <Button onClick={() => void navigate(signInPath('/cart'))} className="mt-6 px-8 py-3 text-base">
        Sign in to check out
      </Button>
    </section>
  );
}

function EmptyCart() {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center sm:py-28" data-testid="cart-empty">
      <span
        className="mx-auto flex h-20 w-20 items-center justify-center rounded-full bg-brand-50 text-brand-500"
        aria-hidden="true"
      >
        <CartIcon className="h-10 w-10" strokeWidth="1.5" hidden={false} />
      </span>
      <h1 className="mt-6 text-3xl font-semibold">Your cart is empty.</h1>
      <p className="mt-3 text-stone-600">
        Pick a style, upload your pet's photo and we'll paint a portrait worth framing.
      </p>
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
