import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import toast from '../lib/toast';
import { useMe } from '../lib/use-me';
import { Spinner } from '../components/ui/spinner';

// The sign-in form brings Better Auth's SDK: loaded only when a signed-out visitor needs it.
const SignInForm = lazy(async () => ({ default: (await import('../features/auth/sign-in-form')).SignInForm }));

/** Who may open a route (docs/spec/commerce.md §2, Route access table). */
export type Access = 'anyone' | 'signed-in' | 'admin' | 'admin-redirect';

/**
 * Guards a route. Signed out on a protected route: the sign-in screen is shown in place, so after
 * signing in the visitor is already where they were going.
 */
export function AccessGate({ access, children }: { access: Access; children: ReactNode }) {
  const { signedIn, authLoading, me, meQuery } = useMe();
  const { pathname, search } = useLocation();
  if (access === 'anyone') return <>{children}</>;
  if (authLoading) return <Spinner label="Loading..." className="py-24" />;
  if (!signedIn) {
    return (
      <div className="mx-auto max-w-md px-4 py-12">
        <Suspense fallback={<Spinner label="Loading..." className="py-24" />}>
          <SignInForm heading="Sign in to continue" next={pathname + search} />
        </Suspense>
      </div>
    );
  }
  if (access === 'signed-in') return <>{children}</>;
  if (!me) return meQuery.isError ? <Denied /> : <Spinner label="Loading..." className="py-24" />;
  if (me.isAdmin) return <>{children}</>;
  return access === 'admin-redirect' ? <RedirectHome /> : <Denied />;
}

function Denied() {
  return (
    <div className="mx-auto max-w-md px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">Not authorized</h1>
      <p className="mt-2 text-stone-600">Access denied.</p>
    </div>
  );
}

function RedirectHome() {
  useEffect(() => {
    toast.error('You are not authorized to access this page.', { id: 'not-authorized' });
  }, []);
  return <Navigate to="/" replace />;
}
