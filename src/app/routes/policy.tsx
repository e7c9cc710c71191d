import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PrivacyPolicy, ReturnsPolicy, TermsOfService } from '../../features/content/policies';
import { useShopSettings } from '../../lib/shop-settings';
import { useDocumentTitle } from '../../lib/document-title';

const PAGES = {
  terms: { title: 'Terms of Service', intro: (shop: string) => `The rules for using ${shop} and buying from us.` },
  privacy: { title: 'Privacy Policy', intro: () => 'What we collect, why, and the choices you have.' },
} as const;

/** /terms and /privacy: the same policy texts as the home page dialogs, as full pages. */
export function PolicyPage({ policy }: { policy: 'terms' | 'privacy' }) {
  const { hash } = useLocation();
  const page = PAGES[policy];
  const shop = useShopSettings().shop.name;

  useDocumentTitle(page.title);

  // /privacy#california: bring the section under the fixed bar once it is on the page.
  // The router's scroll restoration can replay a saved position just after the first paint, so the
  // jump is repeated once shortly after, unless the visitor has started scrolling themselves.
  useEffect(() => {
    if (!hash) return;
    let interacted = false;
    const onInput = () => (interacted = true);
    const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    inputs.forEach((t) => window.addEventListener(t, onInput, { passive: true }));
    const jump = () => {
      if (!interacted) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
    };
    const frame = requestAnimationFrame(jump);
    const timer = setTimeout(jump, 400);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      inputs.forEach((t) => window.removeEventListener(t, onInput));
    };
  }, [hash, policy]);

  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-20" data-testid={`policy-${policy}`}>
      <header className="border-b border-stone-200 pb-8">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">{shop}</p>
        <h1 className="mt-2 text-4xl font-semibold tracking-tight sm:text-5xl">{page.title}</h1>
        <p className="mt-3 text-lg text-stone-600">{page.intro(shop)}</p>
      </header>

      <div className="mt-10 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200/80 sm:p-10">
        {policy === 'terms' ? <TermsOfService level="h2" /> : <PrivacyPolicy level="h2" />}
      </div>

      {policy === 'terms' && (
        <section
          aria-labelledby="returns-heading"
          className="mt-10 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200/80 sm:p-10"
        >
          <h2 id="returns-heading" className="mb-6 text-3xl font-semibold tracking-tight">
            Returns &amp; Refunds
          </h2>
          <ReturnsPolicy level="h3" />
        </section>
      )}

      <nav
        aria-label="Other policies"
        className="mt-10 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm font-medium"
      >
        <Link to="/" className="text-stone-600 hover:text-ink">
          ← Back to home
        </Link>
        {policy === 'terms' ? (
          <Link to="/privacy" className="text-brand-700 underline underline-offset-2">
            Privacy Policy
          </Link>
        ) : (
          <Link to="/terms" className="text-brand-700 underline underline-offset-2">
            Terms of Service
          </Link>
        )}
        {policy === 'privacy' && (
          <a href="#california" className="text-brand-700 underline underline-offset-2">
            California privacy rights
          </a>
        )}
      </nav>
    </article>
  );
}
