import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { formatCents } from '../../../common/money';
import { Button, ButtonLink } from '../../components/ui/button';
import { useCart, useCartDrawer } from './cart-context';
import { useDialogFocus } from '../../components/ui/use-dialog-focus';
import { CartLine } from './cart-line';
import { useLineHighlight } from './use-line-highlight';
import { CartIcon } from './cart-icon';

/** Spec: Checkout goes to /cart after 500 ms. */
export const CHECKOUT_DELAY_MS = 500;
const SLIDE_MS = 250;

/** The cart drawer: slides in from the right; an accessible dialog (Escape and the backdrop close it). */
export function CartDrawer() {
  const { open, highlightId, seq } = useCartDrawer();
  const [mounted, setMounted] = useState(open);
  const [shown, setShown] = useState(false);

  // Mounted as soon as it opens; slid out at once when it closes (state adjusted while rendering).
  if (open && !mounted) setMounted(true);
  if (!open && shown) setShown(false);
  useEffect(() => {
    if (open) {
      const raf = requestAnimationFrame(() => requestAnimationFrame(() => setShown(true)));
      return () => cancelAnimationFrame(raf);
    }
    const t = window.setTimeout(() => setMounted(false), SLIDE_MS);
    return () => window.clearTimeout(t);
  }, [open]);

  if (!mounted) return null;
  return createPortal(<DrawerPanel open={open} shown={shown} highlightId={highlightId} seq={seq} />, document.body);
}

function DrawerPanel({
  open,
  shown,
  highlightId,
  seq,
}: {
  open: boolean;
  shown: boolean;
  highlightId: string | null;
  seq: number;
}) {
  const { items, remove, subtotalCents, closeDrawer: closeCartDrawer } = useCart();
  const navigate = useNavigate();
  const panel = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [leaving, setLeaving] = useState(false);
  const highlight = useLineHighlight(open ? highlightId : null, seq, list);
  useDialogFocus(open, panel, closeCartDrawer);

  useEffect(() => {
    if (!leaving) return;
    const t = window.setTimeout(() => {
      closeCartDrawer();
      void navigate('/cart');
      setLeaving(false);
    }, CHECKOUT_DELAY_MS);
    return () => window.clearTimeout(t);
  }, [leaving, navigate, closeCartDrawer]);

  const empty = items.length === 0;
  return (
    // Below the toast band when a toast shows (src/lib/toast.tsx): no toast covers the drawer's controls.
    <div className="fixed inset-x-0 bottom-0 top-[var(--toast-top,0px)] z-50" data-testid="cart-drawer-root">
      <div
        aria-hidden="true"
        onMouseDown={closeCartDrawer}
        className={
          `absolute inset-0 bg-stone-900/40 backdrop-blur-[2px] transition-opacity ` +
          `duration-200 ${shown ? 'opacity-100' : 'opacity-0'}`
        }
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-drawer-title"
        tabIndex={-1}
        data-testid="cart-drawer"
        className={
          `absolute inset-y-0 right-0 flex w-full max-w-md flex-col bg-white shadow-2xl outline-none ` +
          `transition-transform duration-300 ease-out ${shown ? 'translate-x-0' : 'translate-x-full'}`
        }
      >
        <header className="flex items-center justify-between gap-3 border-b border-stone-200 px-5 py-4 sm:px-6">
          <h2 id="cart-drawer-title" className="flex items-baseline gap-2 text-2xl font-semibold">
            Your Cart
            {!empty && (
              <span className="font-sans text-sm font-medium text-stone-500">
                {items.length} {items.length === 1 ? 'item' : 'items'}
              </span>
            )}
          </h2>
          <button
            type="button"
            onClick={closeCartDrawer}
            aria-label="Close cart"
            className="rounded-full p-2 text-stone-500 hover:bg-stone-100 hover:text-ink"
          >
            <svg viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor" aria-hidden="true">
              <path
                d={
                  'M5.3 4.3a1 1 0 0 0-1.4 1.4L8.6 10l-4.7 4.3a1 1 0 1 0 1.4 1.4L10 11.4l4.3 4.3a1 1 0 0 0 ' +
                  '1.4-1.4L11.4 10l4.3-4.3a1 1 0 0 0-1.4-1.4L10 8.6 5.3 4.3Z'
                }
              />
            </svg>
          </button>
        </header>

        {empty ? (
          <div className="flex flex-1 flex-col items-center justify-center px-6 text-center">
            <span
              className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-brand-500"
              aria-hidden="true"
            >
              <CartIcon className="h-8 w-8" strokeWidth="1.6" hidden={false} />
            </span>
            <p className="mt-4 text-lg font-semibold text-ink">Your cart is empty.</p>
            <p className="mt-1 text-sm text-stone-600">Turn your pet into a work of art — it only takes a minute.</p>
            <ButtonLink to="/" variant="secondary" className="mt-5" onClick={closeCartDrawer}>
              Browse styles
            </ButtonLink>
          </div>
        ) : (
          <ul
            ref={list}
            className="flex-1 space-y-2 overflow-y-auto overscroll-contain px-3 py-3 sm:px-4"
            aria-label="Items in your cart"
          >
            {items.map((item) => (
              <CartLine
                key={item.id}
                item={item}
                highlighted={highlight.id === item.id}
                pulsing={highlight.id === item.id && highlight.pulsing}
                onRemove={remove}
              />
            ))}
          </ul>
        )}

        <footer className="border-t border-stone-200 bg-stone-50/70 px-5 py-5 sm:px-6">
          {!empty && (
            <>
              <div className="flex items-baseline justify-between">
                <span className="font-medium text-stone-700">Subtotal</span>
                <span
                  data-testid="drawer-subtotal"
                  className="font-display text-2xl font-semibold tabular-nums text-ink"
                >
                  {formatCents(subtotalCents)}
                </span>
              </div>
              <p className="mt-1 flex items-center gap-1.5 text-xs text-stone-500">
                <svg viewBox="0 0 20 20" className="h-4 w-4 text-emerald-600" fill="currentColor" aria-hidden="true">
                  <path
                    fillRule="evenodd"
                    d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
                    clipRule="evenodd"
                  />
                </svg>
                Free shipping on every order · No hidden fees
              </p>
            </>
          )}
          <div className={`flex flex-col gap-2 ${empty ? '' : 'mt-4'}`}>
            {!empty && (
              <Button className="w-full py-3 text-base" disabled={leaving} onClick={() => setLeaving(true)}>
                {leaving ? (
                  <>
                    <span
                      className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
                      aria-hidden="true"
                    />
                    Checkout
                  </>
                ) : (
                  'Checkout'
                )}
              </Button>
            )}
            <Button
              variant={empty ? 'primary' : 'secondary'}
              className="w-full py-3 text-base"
              onClick={closeCartDrawer}
            >
              Close
            </Button>
          </div>
        </footer>
      </div>
    </div>
  );
}
