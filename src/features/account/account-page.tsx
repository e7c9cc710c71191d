import { useMe } from './use-me';
import { ProfileCard } from './profile-card';
import { Spinner } from '../../components/ui/spinner';
import { Button } from '../../components/ui/button';

export function AccountPage() {
  const { me, meQuery } = useMe();
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-semibold sm:text-4xl">Your account</h1>
      {meQuery.isPending && <Spinner label="Loading your account..." className="py-12" />}
      {meQuery.isError && (
        <div className="rounded-2xl bg-red-50 p-4 text-red-700">
          Failed to load your account.{' '}
          <Button variant="ghost" onClick={() => void meQuery.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {me && <ProfileCard name={me.name} email={me.email} />}
    </div>
  );
}
