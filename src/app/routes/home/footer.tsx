import { lazy, Suspense, useCallback, useState } from 'react';
import { useShopSettings } from '../../../lib/shop-settings';
import { POLICIES, type PolicyKey } from './policy-list';

// The policy dialog and its texts load when one is opened, not with the home page.
const PolicyDialog = lazy(async () => ({ default: (await import('./policy-dialog')).PolicyDialog }));

export function Footer() {
  const [open, setOpen] = useState<PolicyKey | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const year = new Date().getFullYear();
  const { shop } = useShopSettings();

  return (
    <footer className="below-fold bg-ink text-stone-300" data-testid="site-footer">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-12 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm">
          <p className="flex items-center gap-2 font-display text-xl font-semibold text-white">
            <img src="/favicon.svg" alt="" width={28} height={28} className="h-7 w-7" />
            {shop.name}
          </p>
          <p className="mt-3 text-sm leading-relaxed text-stone-400">
            Painted portraits of the pets you love, made in minutes and framed to last.
          </p>
          <p className="mt-3 text-sm">
            <a
              href={`mailto:${shop.supportEmail}`}
              className="text-stone-200 underline-offset-2 hover:text-white hover:underline"
            >
              {shop.supportEmail}
            </a>
          </p>
        </div>
        <nav aria-label="Policies">
          <ul className="-mx-3 flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-2">
            {(Object.keys(POLICIES) as PolicyKey[]).map((key) => (
              <li key={key}>
                <button
                  type="button"
                  onClick={() => setOpen(key)}
                  aria-haspopup="dialog"
                  className="rounded-full px-3 py-2 text-sm font-medium text-stone-200 hover:bg-white/10 hover:text-white"
                >
                  {POLICIES[key].title}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-6 text-sm text-stone-400 sm:flex-row sm:justify-between sm:px-6">
          <p data-testid="copyright">
            © {year} {shop.name}
          </p>
          <p>All prices in USD · Free shipping on framed prints</p>
        </div>
      </div>

      {open && (
        <Suspense fallback={null}>
          <PolicyDialog policy={open} onClose={close} />
        </Suspense>
      )}
    </footer>
  );
}
