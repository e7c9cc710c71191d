import type { LibraryItem } from '../../../common/contracts/library';
import { daysUntilExpiry } from './use-library';
import { displayName, expiryLabel, formatCreated } from './library-view';
import { OutlineIcon } from '../../components/ui/outline-icon';

export const LIBRARY_IMAGE_SIZES = '(min-width: 1152px) 270px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 46vw';

type Props = {
  item: LibraryItem;
  onToggleSaved: (item: LibraryItem) => void;
  onFrame: (item: LibraryItem) => void;
  onEdit: (item: LibraryItem) => void;
  onDelete: (item: LibraryItem) => void;
  savePending?: boolean;
  highlight?: boolean;
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
  now?: number;
};

const iconButton =
  'inline-flex h-9 min-w-9 shrink-0 items-center justify-center gap-1.5 rounded-full px-2 ' +
  'text-sm font-semibold ring-1 transition disabled:cursor-not-allowed disabled:opacity-50 ' +
  'sm:h-10 sm:min-w-10 sm:px-3';

/** One library image: save bookmark, expiry badge, Frame, Edit and Delete. */
export function LibraryCard({
  item,
  onToggleSaved,
  onFrame,
  onEdit,
  onDelete,
  savePending,
  highlight,
  eager,
  headingLevel: Heading = 'h3',
  now,
}: Props) {
  const name = displayName(item);
  const days = daysUntilExpiry(item, now);
  return (
    <article
      data-testid="library-card"
      data-id={item.id}
      className={
        `group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ` +
        `transition hover:shadow-lg ${highlight ? 'ring-2 ring-brand-500' : 'ring-stone-200/80'}`
      }
    >
      <div className="relative aspect-[4/5] overflow-hidden bg-stone-100">
        <img
          src={item.imageUrl}
          srcSet={item.imageSrcSet}
          sizes={LIBRARY_IMAGE_SIZES}
          alt={name}
          width={960}
          height={1200}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="h-full w-full object-cover transition duration-500 group-hover:scale-[1.02]"
        />
        <button
          type="button"
          aria-pressed={item.saved}
          aria-label="Save to library"
          title={item.saved ? 'Saved — click to remove from saved' : 'Save to library'}
          disabled={savePending}
          onClick={() => onToggleSaved(item)}
          className={
            `absolute right-2 top-2 flex h-10 w-10 items-center justify-center rounded-full shadow-md ` +
            `ring-1 transition sm:right-3 sm:top-3 ${
              item.saved
                ? 'bg-brand-500 text-white ring-brand-600 hover:bg-brand-600'
                : 'bg-white/95 text-stone-700 ring-stone-200 hover:bg-white hover:text-brand-600'
            } ${savePending ? 'animate-pulse' : ''}`
          }
        >
          <svg
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill={item.saved ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.8"
            aria-hidden="true"
          >
            <path d="M6 4.5A1.5 1.5 0 0 1 7.5 3h9A1.5 1.5 0 0 1 18 4.5V21l-6-4-6 4V4.5Z" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
      <div className="flex flex-1 flex-col p-3 sm:p-4">
        <Heading className="truncate text-base font-semibold leading-snug text-ink sm:text-lg" title={name}>
          {name}
        </Heading>
        <p className="mt-0.5 text-xs text-stone-500">
          <span className="sr-only">Created </span>
          <time dateTime={item.createdAt}>{formatCreated(item.createdAt)}</time>
        </p>
        {days !== null && (
          <span
            data-testid="expiry-badge"
            className={
              'mt-2 inline-flex w-fit items-center gap-1 whitespace-nowrap rounded-full bg-amber-50 px-2 ' +
              'py-0.5 text-[11px] font-semibold text-amber-800 ring-1 ring-amber-200 sm:text-xs'
            }
          >
            <svg viewBox="0 0 20 20" className="h-3.5 w-3.5" fill="currentColor" aria-hidden="true">
              <path
                fillRule="evenodd"
                d={
                  'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm.75-12.5a.75.75 0 0 0-1.5 0V10c0 .2.08.39.22.53l2.5 ' +
                  '2.5a.75.75 0 1 0 1.06-1.06l-2.28-2.28V5.5Z'
                }
                clipRule="evenodd"
              />
            </svg>
            {expiryLabel(days)}
          </span>
        )}
        <div className="mt-auto flex items-center gap-1.5 pt-3 sm:gap-2">
          <button
            type="button"
            onClick={() => onFrame(item)}
            className={`${iconButton} flex-1 bg-brand-500 text-white ring-brand-500 hover:bg-brand-600`}
          >
            <OutlineIcon className="hidden h-4 w-4 sm:block">
              <rect x="3.5" y="3.5" width="17" height="17" rx="1.5" />
              <rect x="7.5" y="7.5" width="9" height="9" rx="0.5" />
            </OutlineIcon>
            Frame
          </button>
          <button
            type="button"
            onClick={() => onEdit(item)}
            className={`${iconButton} bg-white text-ink ring-stone-300 hover:bg-stone-50`}
            title="Edit with AI"
          >
            <OutlineIcon className="h-4 w-4">
              <path
                d="m14.5 5.5 4 4M4 20l1-4.5L15.8 4.7a1.4 1.4 0 0 1 2 0l1.5 1.5a1.4 1.4 0 0 1 0 2L8.5 19 4 20Z"
                strokeLinejoin="round"
              />
            </OutlineIcon>
            <span className="sr-only lg:not-sr-only">Edit</span>
          </button>
          <button
            type="button"
            onClick={() => onDelete(item)}
            aria-label="Delete"
            title="Delete"
            className={`${iconButton} bg-white px-0 text-red-700 ring-red-200 hover:bg-red-50 sm:px-0`}
          >
            <OutlineIcon className="h-4 w-4">
              <path
                d="M4 7h16M10 11v6m4-6v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4.5A1.5 1.5 0 0 1 10.5 3h3A1.5 1.5 0 0 1 15 4.5V7"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </OutlineIcon>
          </button>
        </div>
      </div>
    </article>
  );
}

/** A same-size stand-in while the library loads. */
export function LibraryCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-testid="library-skeleton"
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200/80"
    >
      <div className="aspect-[4/5] animate-pulse bg-stone-200/70" />
      <div className="space-y-2 p-3 sm:p-4">
        <div className="h-4 w-2/3 rounded bg-stone-200/70" />
        <div className="h-3 w-1/3 rounded bg-stone-200/70" />
        <div className="mt-3 h-10 w-full rounded-full bg-stone-200/70" />
      </div>
    </div>
  );
}
