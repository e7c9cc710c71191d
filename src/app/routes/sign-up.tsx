import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../lib/auth-client';
import { AuthCard } from '../../features/auth/auth-card';
import { AuthForm, EmailField, PasswordField } from '../../features/auth/auth-form';
import { SocialButtons } from '../../features/auth/social-buttons';
import { LegalNotice } from '../../features/auth/sign-in-form';
import { RETURN_STATE, safeNext, signInPath } from '../../lib/sign-in-return';
import { EMAIL_RE } from '../../../common/contracts/contact';

export const MIN_PASSWORD_LENGTH = 8;

/** Clears the referral cookie once an account exists (docs/spec/shop.md §7: sign-up clears a 'ref' cookie). */
export function clearRefCookie() {
  document.cookie = 'ref=; Max-Age=0; path=/; SameSite=Lax';
}

type SignUpErrors = { email?: string; password?: string };

/** Every field's problem at once, in the customer's words (item 7 of issue 27). */
export function signUpErrors(email: string, password: string): SignUpErrors {
  const trimmed = email.trim();
  const errors: SignUpErrors = {};
  if (!trimmed) errors.email = 'Please enter your email.';
  else if (!EMAIL_RE.test(trimmed)) errors.email = 'Please enter a valid email address.';
  if (!password) errors.password = 'Please enter your password.';
  else if (password.length < MIN_PASSWORD_LENGTH)
    errors.password = `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  return errors;
}

export function SignUpPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<SignUpErrors>({});
  const [refusals, setRefusals] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  // After a refused submit, the first field in red takes the focus (once it is drawn red).
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const next = safeNext(useSearchParams()[0].get('next'));
  const queryClient = useQueryClient();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const trimmed = email.trim();
    const errors = signUpErrors(email, password);
    setFieldErrors(errors);
    if (errors.email || errors.password) return setRefusals((n) => n + 1);
    setBusy(true);
    const { error: failure } = await authClient.signUp.email({
      email: trimmed,
      password,
      // No name is asked at sign-up: the customer sets one on the account page, and is greeted neutrally until then.
      name: '',
    });
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
        <AuthForm
          onSubmit={submit}
          busy={busy}
          error={error}
          submitLabel="Create account"
          busyLabel="Creating account..."
          formRef={form}
        >
          <EmailField value={email} error={fieldErrors.email} onChange={setEmail} />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
            error={fieldErrors.password}
            value={password}
            onChange={setPassword}
          />
        </AuthForm>
        <p className="mt-5 text-sm text-stone-600">
          Already have an account?{' '}
          <Link
            to={next === '/' ? '/login' : signInPath(next)}
            className="font-semibold text-brand-700 hover:underline"
          >
            Sign in
          </Link>
        </p>
        <LegalNotice />
      </AuthCard>
    </div>
  );
}
