import { useEffect, useRef } from 'react';
import { LIBRARY_EXPIRY_DAYS } from '../../../../common/catalog';
import { ButtonLink } from '../../../components/ui/button';
import type { DashboardResult } from './use-dashboard-generate';

/** The new portrait, large, with 'Open My Library' and 'Frame it'. Focused when it appears. */
export function DashboardResultPanel({ result }: { result: DashboardResult }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    ref.current?.focus({ preventScroll: true });
  }, [result.libraryId]);

  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="result-heading"
      data-testid="dashboard-result"
      className="scroll-mt-24 overflow-hidden rounded-3xl bg-white shadow-lg ring-1 ring-stone-200/80 focus:outline-none"
    >
      <div className="grid items-center gap-0 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="bg-stone-100 p-4 sm:p-6">
          <img
            src={result.imageUrl}
            alt={`Your new ${result.styleName} portrait`}
            data-testid="dashboard-result-image"
            className="mx-auto max-h-[70vh] w-auto rounded-2xl object-contain shadow-md"
          />
        </div>
        <div className="p-6 sm:p-10">
          <p className="text-sm font-semibold uppercase tracking-wider text-emerald-700">Saved to your library</p>
          <h2 id="result-heading" className="mt-2 text-3xl font-semibold tracking-tight">
            Your portrait is ready!
          </h2>
          <p className="mt-3 text-stone-600">
            Style: <span className="font-medium text-ink">{result.styleName}</span>. It stays in your library for{' '}
            {LIBRARY_EXPIRY_DAYS} days — save it there to keep it for good, or put it in a frame now.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <ButtonLink
              to={`/frame-customizer/${result.libraryId}`}
              state={{ imageUrl: result.imageUrl }}
              className="px-7 py-3 text-base"
            >
              Frame it
            </ButtonLink>
            <ButtonLink to="/library" variant="secondary" className="px-7 py-3 text-base">
              Open My Library
            </ButtonLink>
          </div>
          <p className="mt-4 text-sm text-stone-500">
            Want another take? Change the style or prompt below and generate again.
          </p>
        </div>
      </div>
    </section>
  );
}
