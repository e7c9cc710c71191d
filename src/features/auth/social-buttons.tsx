import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { authClient } from '../../lib/auth-client';
import { usePublicConfig } from '../../lib/use-me';
import { safeNext } from '../../lib/sign-in-return';

const PROVIDERS = [
  { id: 'google', label: 'Google' },
  { id: 'apple', label: 'Apple' },
] as const;

function ProviderIcon({ id }: { id: 'google' | 'apple' }) {
  if (id === 'google')
    return (
      <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
        <path
          fill="#4285F4"
          d="M22.5 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.2-4.7 3.2-8Z"
        />
        <path
          fill="#34A853"
          d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.8 0-5.2-1.9-6.1-4.5H2.2v2.8A11 11 0 0 0 12 23Z"
        />
        <path fill="#FBBC05" d="M5.9 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.2a11 11 0 0 0 0 9.8l3.7-2.8Z" />
        <path
          fill="#EA4335"
          d="M12 5.4c1.6 0 3 .6 4.2 1.6l3.1-3.1A11 11 0 0 0 2.2 7.1l3.7 2.8C6.8 7.3 9.2 5.4 12 5.4Z"
        />
      </svg>
    );
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden="true">
      <path
        d={
          'M16.4 12.6c0-2.4 2-3.5 2-3.6a4.3 4.3 0 0 0-3.4-1.8c-1.4-.2-2.8.8-3.5.8-.7 ' +
          '0-1.9-.8-3-.8a4.5 4.5 0 0 0-3.9 2.3c-1.7 2.9-.4 7.2 1.2 9.5.8 1.1 1.7 2.4 2.9 2.4 1.2-.1 ' +
          '1.6-.8 3-.8s1.8.8 3 .7c1.3 0 2.1-1.1 2.8-2.3a9.5 9.5 0 0 0 1.3-2.6 4 4 0 0 ' +
          '1-2.4-3.8ZM14.1 5.6c.6-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.4-.6.7-1.1 1.8-1 2.9 1 .1 2.1-.5 2.8-1.3Z'
        }
      />
    </svg>
  );
}

/**
 * Google and Apple sign-in (Better Auth), each shown only when the shop has its keys, then the "or" before the
 * e-mail form. A shop with neither shows the e-mail form alone (issue 36: no button that cannot work).
 */
export function SocialButtons({ verb }: { verb: 'Continue' | 'Sign up' }) {
  const config = usePublicConfig();
  const [message, setMessage] = useState<string | null>(null);
  // Back to the page that asked for an account (the provider redirects to it after signing in).
  const callbackURL = safeNext(useSearchParams()[0].get('next'));
  const providers = PROVIDERS.filter((p) => config.data?.providers[p.id]);
  if (providers.length === 0) return null;
  const start = async (id: 'google' | 'apple', label: string) => {
    setMessage(null);
    const { error } = await authClient.signIn.social({ provider: id, callbackURL });
    if (error) setMessage(error.message ?? `${label} sign-in failed.`);
  };
  return (
    <>
      <div className="space-y-3">
        {providers.map((p) => (
          <button
            key={p.id}
            type="button"
            onClick={() => void start(p.id, p.label)}
            className={
              'flex w-full items-center justify-center gap-3 rounded-full border border-stone-300 ' +
              'bg-white px-4 py-2.5 text-sm font-semibold hover:bg-stone-50'
            }
          >
            <ProviderIcon id={p.id} />
            {verb} with {p.label}
          </button>
        ))}
        {message && (
          <p role="alert" className="text-sm text-red-600">
            {message}
          </p>
        )}
      </div>
      <OrDivider />
    </>
  );
}

function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-xs uppercase tracking-wide text-stone-500">
      <span className="h-px flex-1 bg-stone-200" />
      or
      <span className="h-px flex-1 bg-stone-200" />
    </div>
  );
}
