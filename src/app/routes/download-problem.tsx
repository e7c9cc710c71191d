import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../components/ui/button';
import { useMe } from '../../lib/use-me';
import { signInPath } from '../../lib/sign-in-return';

/** Why a download link failed (server/features/orders/download-problem.ts) and what the customer can do. */
const PROBLEMS = {
  expired: {
    title: 'This download link has expired',
    why: 'Download links in our e-mails work for 30 days.',
  },
  invalid: {
    title: "This download link doesn't work",
    why: 'It may have been cut short or changed when it was copied.',
  },
  signin: {
    title: 'Please sign in to download',
    why: 'Your portraits are private: they download only for the account that ordered them.',
  },
  missing: {
    title: "We couldn't find this download",
    why: 'It may belong to another account, or the order was cancelled.',
  },
} as const;
type Problem = keyof typeof PROBLEMS;

/** /download-problem: where a download link that cannot be served lands (never raw JSON). */
export function DownloadProblemPage() {
  const [params] = useSearchParams();
  const reason = params.get('reason');
  const problem = PROBLEMS[(reason && reason in PROBLEMS ? reason : 'invalid') as Problem];
  const order = params.get('order');
  const orderPage =
    order && /^[A-Za-z0-9_-]{1,40}$/.test(order) ? `/account/orders/${encodeURIComponent(order)}` : '/account#orders';
  const { signedIn, authLoading } = useMe();
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center sm:py-24" data-testid="download-problem">
      <h1 className="text-3xl font-semibold">{problem.title}</h1>
      <p className="mt-3 text-stone-600">{problem.why}</p>
      <p className="mt-2 text-stone-600">
        {signedIn
          ? 'Open your order: it always has a fresh download link.'
          : 'Sign in and open your order: it always has a fresh download link, so you never need to ask for a new one.'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {!authLoading &&
          (signedIn ? (
            <ButtonLink to={orderPage} className="px-6 py-3">
              Open your order
            </ButtonLink>
          ) : (
            <ButtonLink to={signInPath(orderPage)} className="px-6 py-3">
              Sign in to download
            </ButtonLink>
          ))}
        <ButtonLink to="/account#orders" variant="secondary" className="px-6 py-3">
          See your orders
        </ButtonLink>
      </div>
    </section>
  );
}
