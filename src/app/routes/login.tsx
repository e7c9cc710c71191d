import { useNavigate } from 'react-router-dom';
import { SignInForm } from '../../features/auth/sign-in-form';

export function LoginPage() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <SignInForm onSignedIn={() => navigate('/', { replace: true })} />
    </div>
  );
}
