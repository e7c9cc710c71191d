import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Spinner } from '../components/ui/spinner';
import { TopBar } from './top-bar';
import { RouteChange } from './route-change';
import { ReferralArrival } from '../features/referrals/referral-arrival';
import { ReferralCreditModal } from '../features/referrals/referral-credit-modal';
import { CartHost } from '../features/cart/cart-host';

export function Layout() {
  return (
    <>
      <a
        href="#main"
        className={
          'sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 ' +
          'focus:rounded-full focus:bg-white focus:px-4 focus:py-2'
        }
      >
        Skip to content
      </a>
      <TopBar />
      <main id="main" className="min-h-screen pt-[calc(4rem+var(--toast-band,0px))]">
        <Suspense fallback={<Spinner label="Loading..." className="min-h-[60vh] py-24" />}>
          <Outlet />
        </Suspense>
      </main>
      <ReferralArrival />
      <ReferralCreditModal />
      <CartHost />
      <RouteChange />
      <ScrollRestoration getKey={(l) => (l.key === 'default' ? l.pathname : l.key)} />
    </>
  );
}
