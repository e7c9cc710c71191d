import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import toast from '../../lib/toast';
import { authClient } from '../../lib/auth-client';
import { usePublicConfig } from '../../lib/use-me';
import { AuthCard } from '../../features/auth/auth-card';
import { AuthForm, EmailField } from '../../features/auth/auth-form';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The reset link may be opened on another device: it returns to the shop's PUBLIC_URL.
  const shopUrl = usePublicConfig().data?.publicUrl;
  const navigate = useNavigate();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const trimmed = email.trim();
    if (!trimmed) return setError('Please enter your email.');
    setBusy(true);
    const { error: failure } = await authClient.requestPasswordReset({
      email: trimmed,
      redirectTo: `${shopUrl ?? window.location.origin}/reset-password`,
    });
    setBusy(false);
    // Said at the form (an alert there), not in a toast over it.
    if (failure)
      return setError(
        failure.message ? `Failed to send reset email: ${failure.message}` : 'Failed to send reset email',
      );
    toast.success('Password reset email sent. Check your inbox.');
    void navigate('/login');
  };

  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <AuthCard
        title="Reset your password"
        subtitle="Enter the email of your account and we will send you a link to choose a new password."
      >
        <AuthForm onSubmit={submit} busy={busy} error={error} submitLabel="Send reset email" busyLabel="Sending...">
          <EmailField value={email} onChange={setEmail} />
        </AuthForm>
        <p className="mt-5 text-sm">
          <Link to="/login" className="font-medium text-brand-700 hover:underline">
            Back to sign in
          </Link>
        </p>
      </AuthCard>
    </div>
  );
}
