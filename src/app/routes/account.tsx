import { useMe } from '../../lib/use-me';
import { ProfileCard } from '../../features/account/profile-card';
import { Spinner } from '../../components/ui/spinner';
import { Button } from '../../components/ui/button';
import { AddressSection } from '../../features/account/address-section';
import { PrivacySection } from '../../features/account/privacy-section';
import { OrdersSection } from '../../features/orders/orders-section';
import { LibraryPanel } from './library-panel';

/** /account: profile, shipping address and orders side by side on wide screens, then the library. */
export function AccountPage() {
  const { me, meQuery } = useMe();
  return (
    <div className="bg-gradient-to-b from-brand-50/60 via-cream to-cream">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Your account</h1>
        {meQuery.isPending && <Spinner label="Loading your account..." className="py-12" />}
        {meQuery.isError && (
          <div className="mt-6 rounded-2xl bg-red-50 p-4 text-red-700">
            Failed to load your account.{' '}
            <Button variant="ghost" onClick={() => void meQuery.refetch()}>
              Try again
            </Button>
          </div>
        )}
        <div className="mt-6 grid grid-cols-1 items-start gap-6 sm:mt-8 lg:grid-cols-[minmax(0,380px)_minmax(0,1fr)] lg:gap-8">
          <div className="space-y-6">
            {me && <ProfileCard name={me.name} email={me.email} />}
            <AddressSection />
            <PrivacySection />
          </div>
          <OrdersSection />
        </div>
        <section aria-labelledby="account-library-heading" className="mt-12 sm:mt-16" data-testid="account-library">
          <h2 id="account-library-heading" className="mb-5 text-2xl font-semibold sm:text-3xl">
            My Library
          </h2>
          <LibraryPanel initial={3} pageSize={6} headingLevel="h3" />
        </section>
      </div>
    </div>
  );
}
