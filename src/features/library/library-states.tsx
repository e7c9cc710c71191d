import { Button, ButtonLink } from '../../components/ui/button';
import type { LibraryFilter } from './library-view';

function StateIcon({ path, tone = 'brand' }: { path: string; tone?: 'brand' | 'red' }) {
  return (
    <span
      className={
        `mx-auto flex h-16 w-16 items-center justify-center ` +
        `rounded-full ${tone === 'red' ? 'bg-red-50 text-red-600' : 'bg-brand-50 text-brand-500'}`
      }
      aria-hidden="true"
    >
      <svg viewBox="0 0 24 24" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth="1.6">
        <path d={path} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}

const PICTURE =
  'M4 16.5 8.5 12l3 3 4-4.5L20 15M5 20h14a1 1 0 0 0 1-1V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v14a1 ' +
  '1 0 0 0 1 1Zm4-11.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z';
const BOOKMARK = 'M6 4.5A1.5 1.5 0 0 1 7.5 3h9A1.5 1.5 0 0 1 18 4.5V21l-6-4-6 4V4.5Z';
const WARNING = 'M12 9v4m0 4h.01M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z';

/** The spec's empty texts: the whole library, or the Saved filter. */
export function LibraryEmpty({ filter, onShowAll }: { filter: LibraryFilter; onShowAll: () => void }) {
  const saved = filter === 'saved';
  return (
    <div
      data-testid="library-empty"
      className="rounded-3xl border-2 border-dashed border-stone-200 bg-white/60 px-6 py-14 text-center sm:py-20"
    >
      <StateIcon path={saved ? BOOKMARK : PICTURE} />
      <h3 className="mt-5 text-2xl font-semibold text-ink">
        {saved ? 'No saved images yet' : 'Your library is empty'}
      </h3>
      <p className="mx-auto mt-2 max-w-sm text-stone-600">
        {saved ? 'Save images to see them here.' : 'Generate or upload images to see them here.'}
      </p>
      {saved ? (
        <Button variant="secondary" className="mt-6" onClick={onShowAll}>
          Show all images
        </Button>
      ) : (
        <ButtonLink to="/" className="mt-6 px-6 py-3">
          Create your first image
        </ButtonLink>
      )}
    </div>
  );
}

export function LibraryError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div
      role="alert"
      data-testid="library-error"
      className="rounded-3xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-red-100"
    >
      <StateIcon path={WARNING} tone="red" />
      <h3 className="mt-5 text-xl font-semibold text-ink">We couldn't load your library</h3>
      <p className="mx-auto mt-2 max-w-sm text-stone-600">Check your connection and try again. Your images are safe.</p>
      <Button variant="secondary" className="mt-6" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying...' : 'Try again'}
      </Button>
    </div>
  );
}
