import { useId } from 'react';
import { Link } from 'react-router-dom';
import { signInPath } from '../../lib/sign-in-return';
import { usePublicConfig } from '../../lib/use-me';
import { useShopSettings } from '../../lib/shop-settings';
import toast from '../../lib/toast';
import { REFERRAL_AWARD_TOKENS } from '../../../common/catalog';
import { Button } from '../../components/ui/button';

/**
 * The invite link form of docs/spec/shop.md §9: site address + /welcome?ref={referralToken}. The site address is
 * the shop's PUBLIC_URL (the friend opens it elsewhere), not whatever address this browser happens to use.
 */
export function inviteLink(shopUrl: string, referralToken: string, source?: string) {
  const url = `${shopUrl}/welcome?ref=${encodeURIComponent(referralToken)}`;
  return source ? `${url}&source=${source}` : url;
}

async function copyText(text: string, input: HTMLInputElement | null) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!input) return false;
    input.select();
    return document.execCommand('copy');
  }
}

type Props = { signedIn: boolean; referralToken: string | null | undefined; earned: boolean };

/** 'Get Free Tokens': the read-only, copyable invite link and what a click earns. */
export function InviteLinkSection({ signedIn, referralToken, earned }: Props) {
  const inputId = useId();
  const shopUrl = usePublicConfig().data?.publicUrl;
  const shopName = useShopSettings().shop.name;
  const link = referralToken && shopUrl ? inviteLink(shopUrl, referralToken) : '';
  const copy = async () => {
    const ok = await copyText(link, document.getElementById(inputId) as HTMLInputElement | null);
    if (ok) toast.success('Invite link copied!');
    else toast.error('Could not copy the link. Select it and copy it by hand.');
  };
  // Offered only once the link is known (PUBLIC_URL and the customer's token).
  const share = (source: 'facebook' | 'x') => {
    if (!shopUrl || !referralToken) return;
    const target = encodeURIComponent(inviteLink(shopUrl, referralToken, source));
    const text = encodeURIComponent(`Turn your pet into stunning art with ${shopName}!`);
    const url =
      source === 'facebook'
        ? `https://www.facebook.com/sharer/sharer.php?u=${target}`
        : `https://x.com/intent/post?url=${target}&text=${text}`;
    window.open(url, '_blank', 'noopener,noreferrer');
  };

  return (
    <section
      aria-labelledby="free-tokens-heading"
      data-testid="invite-section"
      className="overflow-hidden rounded-3xl bg-ink p-5 text-white shadow-sm sm:p-8"
    >
      <div className="flex flex-col gap-6 md:flex-row md:items-center md:gap-10">
        <div className="md:w-2/5">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-200">Share the love</p>
          <h2 id="free-tokens-heading" className="mt-1 text-3xl font-semibold">
            Get Free Tokens
          </h2>
          <p className="mt-3 text-sm leading-relaxed text-stone-300">
            Share your invite link with friends. When someone opens it, you get{' '}
            <strong className="text-white">+{REFERRAL_AWARD_TOKENS} free tokens</strong> — one time per invite link.
          </p>
        </div>
        <div className="flex-1">
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-stone-300">
            Your invite link
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={inputId}
              data-testid="invite-link"
              readOnly
              value={link}
              placeholder={signedIn ? 'Your invite link will appear here' : 'Log in to see your link.'}
              onFocus={(e) => e.currentTarget.select()}
              className={
                'min-w-0 flex-1 rounded-xl border border-white/15 bg-white/10 px-3.5 py-2.5 font-mono ' +
                'text-sm text-white outline-none placeholder:font-sans placeholder:text-stone-400 ' +
                'focus:border-brand-200 focus:ring-2 focus:ring-brand-500/40'
              }
            />
            <Button onClick={() => void copy()} disabled={!link} className="shrink-0">
              <svg viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor" aria-hidden="true">
                <path
                  d={
                    'M7 3a2 2 0 0 0-2 2v1H4a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2v-1h1a2 2 0 0 0 ' +
                    '2-2V5a2 2 0 0 0-2-2H7Zm7 11V8a2 2 0 0 0-2-2H7V5h8v9h-1Z'
                  }
                />
              </svg>
              Copy link
            </Button>
          </div>
          {link && (
            <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
              <span className="text-stone-400">Share on</span>
              <button
                type="button"
                onClick={() => share('facebook')}
                className="rounded-full bg-white/10 px-3 py-1 font-medium hover:bg-white/20"
              >
                Facebook
              </button>
              <button
                type="button"
                onClick={() => share('x')}
                className="rounded-full bg-white/10 px-3 py-1 font-medium hover:bg-white/20"
              >
                X
              </button>
            </div>
          )}
          {!signedIn && (
            <p className="mt-3 text-sm text-stone-300">
              <Link to={signInPath('/tokens')} className="font-semibold text-white underline underline-offset-4">
                Log in
              </Link>{' '}
              to see your link.
            </p>
          )}
          {earned && (
            <p data-testid="invite-earned" className="mt-3 text-sm text-emerald-300">
              Your link has earned its +{REFERRAL_AWARD_TOKENS} tokens. Thanks for sharing!
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
