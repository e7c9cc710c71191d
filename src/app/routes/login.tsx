import { useNavigate, useSearchParams } from 'react-router-dom';
import { SignInForm } from '../../features/auth/sign-in-form';
import { RETURN_STATE, safeNext } from '../../lib/sign-in-return';

/** /login: after signing in, back to the page that asked for it (`next`), else home. */
export function LoginPage() {
  const navigate = useNavigate();
  const next = safeNext(useSearchParams()[0].get('next'));
  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <SignInForm next={next} onSignedIn={() => void navigate(next, { replace: true, state: RETURN_STATE })} />
    </div>
  );
}
