import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import toast from '../../lib/toast';
import { authClient } from '../../lib/auth-client';
import { AuthCard } from '../../features/auth/auth-card';
import { AuthForm, PasswordField } from '../../features/auth/auth-form';
import { MIN_PASSWORD_LENGTH } from './sign-up';

/** Opened from the reset e-mail: Better Auth redirects here with ?token=... (or ?error=INVALID_TOKEN). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  if (!token || params.get('error')) {
    return (
      <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
        <AuthCard title="This link has expired" subtitle="Password reset links work once and for one hour.">
          <Link to="/forgot-password" className="font-semibold text-brand-700 hover:underline">
            Send a new reset email
          </Link>
        </AuthCard>
      </div>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (password.length < MIN_PASSWORD_LENGTH)
      return setError(`Password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
    if (password !== confirm) return setError('The two passwords do not match.');
    setBusy(true);
    const { error: failure } = await authClient.resetPassword({ newPassword: password, token });
    setBusy(false);
    if (failure) return setError(failure.message ?? 'Could not reset the password.');
    toast.success('Your password has been changed. Please sign in.');
    void navigate('/login', { replace: true });
  };

  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <AuthCard title="Choose a new password" subtitle="After this, you will be signed out everywhere else.">
        <AuthForm onSubmit={submit} busy={busy} error={error} submitLabel="Set new password" busyLabel="Saving...">
          <PasswordField label="New password" autoComplete="new-password" value={password} onChange={setPassword} />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            value={confirm}
            onChange={setConfirm}
          />
        </AuthForm>
      </AuthCard>
    </div>
  );
}
