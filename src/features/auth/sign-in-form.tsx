import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../lib/auth-client';
import { AuthCard } from './auth-card';
import { AuthForm, EmailField, PasswordField } from './auth-form';
import { SocialButtons } from './social-buttons';

/** Email/password sign-in with social buttons. onSignedIn runs after success (the gate stays put). */
export function SignInForm({
  heading = 'Welcome back',
  next,
  onSignedIn,
}: {
  heading?: string;
  next?: string;
  onSignedIn?: () => void;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!email.trim()) return setError('Please enter your email.');
    if (!password) return setError('Please enter your password.');
    setBusy(true);
    const { error: failure } = await authClient.signIn.email({ email: email.trim(), password });
    setBusy(false);
    if (failure) return setError(failure.message ?? 'Sign-in failed. Please try again.');
    await queryClient.invalidateQueries();
    onSignedIn?.();
  };

  return (
    <AuthCard title={heading} subtitle="Sign in to create portraits, keep your library and check out.">
      <SocialButtons verb="Continue" />
      <AuthForm onSubmit={submit} busy={busy} error={error} submitLabel="Continue" busyLabel="Signing in...">
        <EmailField value={email} onChange={setEmail} />
        <PasswordField label="Password" autoComplete="current-password" value={password} onChange={setPassword} />
      </AuthForm>
      <div className="mt-5 flex flex-wrap justify-between gap-2 text-sm">
        <Link to="/forgot-password" className="font-medium text-brand-700 hover:underline">
          Forgot password?
        </Link>
        <Link to="/signin" className="font-medium text-brand-700 hover:underline">
          Go to Login
        </Link>
      </div>
      <p className="mt-4 text-sm text-stone-600">
        <Link
          to={next && next !== '/' ? `/signup?next=${encodeURIComponent(next)}` : '/signup'}
          className="font-semibold text-brand-700 hover:underline"
        >
          New here? Create an account
        </Link>
      </p>
      <LegalNotice />
    </AuthCard>
  );
}

export function LegalNotice() {
  return (
    <p className="mt-6 border-t border-stone-100 pt-4 text-xs leading-relaxed text-stone-500">
      By continuing you agree to our{' '}
      <Link to="/terms" className="underline">
        Terms of Service
      </Link>{' '}
      and{' '}
      <Link to="/privacy" className="underline">
        Privacy Policy
      </Link>
      , including{' '}
      <Link to="/privacy#california" className="underline">
        your California privacy rights
      </Link>
      . This site is protected against automated abuse: sign-in attempts are rate-limited, and reCAPTCHA is used where
      it is enabled, in which case Google's Privacy Policy and Terms of Service apply.
    </p>
  );
}
