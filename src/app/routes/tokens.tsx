import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import toast from '../../lib/toast';
import { useMe } from '../../lib/use-me';
import { ConfirmPurchaseDialog } from '../../features/tokens/confirm-purchase-dialog';
import { InviteLinkSection } from '../../features/tokens/invite-link';
import { PackageCards } from '../../features/tokens/package-cards';
import { PaymentDialog } from '../../features/payments/payment-dialog';
import { TokenHistory } from '../../features/tokens/token-history';
import { useTokenHistory } from '../../features/tokens/api/get-token-history';
import { useTokenPurchase } from '../../features/payments/use-token-purchase';
import { VerifyEmailNotice } from '../../features/tokens/verify-email-notice';

/** /tokens: balance, the three packages, the purchase dialogs, the history and the invite link. */
export function TokensPage() {
  const { signedIn, me, session, authLoading } = useMe();
  // The session is known before /api/me answers; buying must not wait for the balance to load.
  const purchase = useTokenPurchase(session.data?.user.id, authLoading);
  const history = useTokenHistory(signedIn);
  const earned = Boolean(history.data?.entries.some((e) => e.reason === 'referral'));
  useStripeReturn();

  return (
    <div className="bg-gradient-to-b from-brand-50 via-cream to-cream">
      <div className="mx-auto max-w-5xl space-y-10 px-4 py-10 sm:px-6 sm:py-16">
        <header className="text-center">
          <h1 className="text-4xl font-semibold tracking-tight sm:text-5xl">Get More Tokens</h1>
          <p className="mt-4 text-lg text-stone-600">
            {me ? (
              <>
                You have{' '}
                <strong data-testid="tokens-balance" className="font-semibold text-ink">
                  {me.tokens} {me.tokens === 1 ? 'token' : 'tokens'}
                </strong>{' '}
                available.
              </>
            ) : (
              'Your available tokens will show here.'
            )}
          </p>
          <p className="mt-1 text-sm text-stone-500">Every AI portrait or edit costs 1 token.</p>
        </header>

        {me?.verificationPending && <VerifyEmailNotice email={me.email} />}

        <section aria-labelledby="packages-heading" className="pt-3">
          <h2 id="packages-heading" className="sr-only">
            Token packages
          </h2>
          <PackageCards onBuy={purchase.choose} />
        </section>

        <InviteLinkSection signedIn={signedIn} referralToken={me?.referralToken} earned={earned} />

        {signedIn && <TokenHistory enabled={signedIn} />}
      </div>

      <ConfirmPurchaseDialog
        pkg={purchase.chosen}
        busy={purchase.starting}
        onConfirm={() => void purchase.confirm()}
        onCancel={purchase.cancelConfirm}
      />
      <PaymentDialog session={purchase.session} onDone={purchase.finish} onCancel={purchase.cancelPayment} />
    </div>
  );
}

/** After a Stripe redirect (some payment methods need one), says how it went and cleans the address. */
function useStripeReturn() {
  const [params, setParams] = useSearchParams();
  const status = params.get('redirect_status');
  useEffect(() => {
    if (!status) return;
    if (status === 'succeeded' || status === 'processing')
      toast.success('Payment received! Your tokens will appear in a moment.', { id: 'token-payment' });
    else toast.error('Payment failed', { id: 'token-payment' });
    setParams({}, { replace: true });
  }, [status, setParams]);
}
