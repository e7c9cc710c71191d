import { Link, useLocation } from 'react-router-dom';
import { useMe } from '../lib/use-me';
import { useShopSettings } from '../lib/shop-settings';
import { useCart } from '../features/cart/cart-context';
import { TokenChip } from '../features/tokens/token-chip';
import { HeaderMenu } from './header-menu';
import { OutlineIcon } from '../components/ui/outline-icon';
import { CartIcon } from '../features/cart/cart-icon';

export function TopBar() {
  const { signedIn, me } = useMe();
  const { count: cartCount, openDrawer: openCartDrawer } = useCart();
  const { pathname } = useLocation();
  // The shop's name: its first word always, the rest from sm up ('Pawtrait' + ' Studio').
  const name = useShopSettings().shop.name;
  const space = name.indexOf(' ');
  const [first, rest] = space > 0 ? [name.slice(0, space), name.slice(space)] : [name, ''];
  const proofsWaiting = (signedIn && me?.proofsWaiting) || 0;
  const proofText =
    proofsWaiting === 1 ? 'A proof waits for your approval' : `${proofsWaiting} proofs wait for your approval`;
  const linkClass =
    'whitespace-nowrap rounded-full px-2 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-ink sm:px-3';
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-stone-200/80 bg-cream/90 backdrop-blur">
      <nav className="mx-auto flex h-16 max-w-6xl items-center gap-1 px-3 sm:gap-2 sm:px-6" aria-label="Main">
        <Link
          to="/"
          className="mr-auto flex items-center gap-2 rounded-lg py-1 pr-2"
          onClick={(e) => {
            if (pathname === '/') {
              e.preventDefault();
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }
          }}
        >
          <img src="/favicon.svg" alt="" className="h-8 w-8" width={32} height={32} />
          <span className="hidden font-display text-lg font-semibold tracking-tight min-[420px]:inline sm:text-xl">
            {first}
            {rest && <span className="hidden text-brand-600 sm:inline">{rest}</span>}
          </span>
          <span className="sr-only min-[420px]:hidden">{name}</span>
        </Link>
        {!signedIn && (
          <Link to="/login" className={linkClass}>
            Login
          </Link>
        )}
        <Link to="/tokens" className={linkClass}>
          Get Tokens
        </Link>
        {signedIn && <TokenChip tokens={me?.tokens} />}
        {proofsWaiting > 0 && (
          <Link
            to="/account#orders-heading"
            data-testid="proof-notice"
            title={proofText}
            className={
              'hidden items-center gap-1.5 whitespace-nowrap rounded-full bg-amber-50 px-3 py-1.5 ' +
              'text-sm font-semibold text-amber-900 ring-1 ring-amber-300 hover:bg-amber-100 md:inline-flex'
            }
          >
            <span className="h-2 w-2 rounded-full bg-amber-500" aria-hidden="true" />
            {proofsWaiting === 1 ? 'Proof waiting' : `${proofsWaiting} proofs waiting`}
            <span className="sr-only">: {proofText}</span>
          </Link>
        )}
        <Link
          to={signedIn ? '/account' : '/login'}
          className="relative rounded-full p-2 text-stone-700 hover:bg-stone-100"
          aria-label={proofsWaiting > 0 ? `Account. ${proofText}` : 'Account'}
        >
          <OutlineIcon className="h-6 w-6">
            <circle cx="12" cy="8" r="4" />
            <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" strokeLinecap="round" />
          </OutlineIcon>
          {proofsWaiting > 0 && (
            <span
              data-testid="proof-dot"
              className="absolute right-1 top-1 h-2.5 w-2.5 rounded-full bg-amber-500 ring-2 ring-cream md:hidden"
              aria-hidden="true"
            />
          )}
        </Link>
        <button
          type="button"
          onClick={() => openCartDrawer()}
          data-testid="cart-button"
          aria-haspopup="dialog"
          className="relative rounded-full p-2 text-stone-700 hover:bg-stone-100"
          aria-label={`Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`}
        >
          <CartIcon className="h-6 w-6" />
          {cartCount > 0 && (
            <span
              data-testid="cart-badge"
              className={
                'absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full ' +
                'bg-brand-500 px-1 text-xs font-bold text-white'
              }
            >
              {cartCount}
            </span>
          )}
        </button>
        <HeaderMenu signedIn={signedIn} isAdmin={Boolean(me?.isAdmin)} proofsWaiting={proofsWaiting} />
      </nav>
    </header>
  );
}
