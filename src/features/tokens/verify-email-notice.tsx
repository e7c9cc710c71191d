import { useState } from 'react';
import toast from '../../lib/toast';
import { sendVerificationEmail } from './api/send-verification-email';
import { Button } from '../../components/ui/button';

/** Shown while the sign-up tokens wait for the e-mail address to be confirmed (decision 008). */
export function VerifyEmailNotice({ email }: { email: string }) {
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    try {
      await sendVerificationEmail(email, '/tokens');
      toast.success('Confirmation e-mail sent. Check your inbox.');
    } catch {
      toast.error('The e-mail could not be sent. Please try again in a minute.');
    } finally {
      setSending(false);
    }
  };
  return (
    <section
      data-testid="verify-email-notice"
      className="rounded-2xl bg-amber-50 p-5 text-center ring-1 ring-amber-200"
    >
      <p className="font-semibold text-ink">Your 5 free sign-up tokens arrive when you confirm your e-mail address.</p>
      <p className="mt-1 text-sm text-stone-600">
        We sent a confirmation link to {email}. Open it, and the tokens are yours.
      </p>
      <Button variant="secondary" className="mt-3" disabled={sending} onClick={() => void resend()}>
        Send the link again
      </Button>
    </section>
  );
}
