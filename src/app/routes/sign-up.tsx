import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../lib/auth-client';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { AuthCard, FormError } from '../../features/auth/auth-card';
import { OrDivider, SocialButtons } from '../../features/auth/social-buttons';
import { LegalNotice } from '../../features/auth/sign-in-form';
import { RETURN_STATE, safeNext, signInPath } from '../../lib/sign-in-return';

export const MIN_PASSWORD_LENGTH = 8;

/** Clears the referral cookie once an account exists (spec §7: sign-up clears a 'ref' cookie). */
export function clearRefCookie() {
  document.cookie = 'ref=; Max-Age=0; path=/; SameSite=Lax';
}

export function SignUpPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const next = safeNext(useSearchParams()[0].get('next'));
  const queryClient = useQueryClient();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const trimmed = email.trim();
    if (!trimmed) return setError('Please enter your email.');
    if (!password) return setError('Please enter your password.');
    if (password.length < MIN_PASSWORD_LENGTH) return setError(`Password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
    setBusy(true);
    const { error: failure } = await authClient.signUp.email({ email: trimmed, password, name: trimmed.split('@')[0]! });
    setBusy(false);
    if (failure) return setError(failure.message ?? 'Sign-up failed. Please try again.');
    clearRefCookie();
    await queryClient.invalidateQueries();
    void navigate(next, { replace: true, state: RETURN_STATE });
  };

  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <AuthCard title="Create your account" subtitle="New accounts start with 5 free tokens — enough for 5 portraits.">
        <SocialButtons verb="Sign up" />
        <OrDivider />
        <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
          <TextField label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <FormError message={error} />
          <Button type="submit" disabled={busy} className="w-full">
            {busy ? 'Creating account...' : 'Create account'}
          </Button>
        </form>
        <p className="mt-5 text-sm text-stone-600">
          Already have an account?{' '}
          <Link to={next === '/' ? '/login' : signInPath(next)} className="font-semibold text-brand-700 hover:underline">
            Sign in
          </Link>
        </p>
        <LegalNotice />
      </AuthCard>
    </div>
  );
}
