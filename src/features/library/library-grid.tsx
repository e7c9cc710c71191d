import { useEffect, useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LibraryItem } from '../../../common/contracts/library';
import { Button } from '../../components/ui/button';
import { useLibrary } from './api/get-library';
import { useLibraryActions } from './use-library';
import { LibraryCard, LibraryCardSkeleton } from './library-card';
import { LibraryTabs } from './library-tabs';
import { LibraryEmpty, LibraryError } from './library-states';
import { DeleteImageDialog } from './delete-image-dialog';
import {
  displayName,
  filterLibrary,
  firstCount,
  frameSource,
  nextCount,
  type LibraryFilter,
  type Paging,
} from './library-view';

type Props = Paging & {
  /** Card headings: h2 on /library (under the page h1), h3 inside an account section. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
  /** The edit dialog for the item being edited (the screen supplies it; it spends a token). */
  renderEditDialog?: (edit: {
    item: LibraryItem | null;
    imageAlt: string;
    onClose: () => void;
    onEdited: (libraryId: string) => void;
  }) => ReactNode;
  /** Items whose edit was still running when the page was reloaded: their dialog reopens. */
  recallEditedIds?: () => string[];
  /** A line above the grid (e.g. that portraits are still being painted). */
  note?: ReactNode;
};

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4';

/**
 * The library with its All / Saved tabs, live from the server (newest first). /library shows
 * everything; the account page passes `initial={3} pageSize={6}` (3 first, +6, back to 3 when the
 * filter changes).
 */
export function LibraryGrid({
  initial,
  pageSize,
  headingLevel = 'h2',
  className = '',
  renderEditDialog,
  recallEditedIds,
  note,
}: Props) {
  const library = useLibrary();
  const { toggleSaved, remove } = useLibraryActions();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<LibraryFilter>('all');
  const [count, setCount] = useState(() => firstCount({ initial, pageSize }));
  const [editing, setEditing] = useState<LibraryItem | null>(null);
  const [deleting, setDeleting] = useState<LibraryItem | null>(null);
  const [fresh, setFresh] = useState<string | null>(null);
  const uid = useId();
  const panelId = `${uid}-panel`;

  // Back to the first count when the filter changes (state adjusted while rendering, not in an effect).
  const countKey = `${filter}|${initial}|${pageSize}`;
  const [countFor, setCountFor] = useState(countKey);
  if (countFor !== countKey) {
    setCountFor(countKey);
    setCount(firstCount({ initial, pageSize }));
  }
  useEffect(() => {
    if (!fresh) return;
    const t = setTimeout(() => setFresh(null), 4000);
    return () => clearTimeout(t);
  }, [fresh]);

  const items = library.data ?? [];
  // An edit still running when the page was reloaded: reopen its dialog, which follows the job.
  // Once the library is there, an edit left open before a reload opens again.
  const [resumeChecked, setResumeChecked] = useState(false);
  if (!resumeChecked && library.data) {
    setResumeChecked(true);
    const editedIds = recallEditedIds?.() ?? [];
    const item = library.data.find((i) => editedIds.includes(i.id));
    if (item) setEditing(item);
  }
  const freshShown = Boolean(fresh && items.some((i) => i.id === fresh));
  useEffect(() => {
    // The edited image arrives with the live refresh; bring it into view once it is there.
    if (freshShown && fresh)
      document
        .querySelector(`[data-id="${CSS.escape(fresh)}"]`)
        ?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  }, [fresh, freshShown]);
  const shown = filterLibrary(items, filter);
  const visible = shown.slice(0, count);
  const counts = library.data ? { all: items.length, saved: items.filter((i) => i.saved).length } : undefined;

  const frame = (item: LibraryItem) =>
    void navigate(`/frame-customizer/${encodeURIComponent(item.id)}`, { state: { imageUrl: frameSource(item) } });
  const confirmDelete = (item: LibraryItem) => remove.mutate(item, { onSettled: () => setDeleting(null) });
  const onEdited = (id: string) => {
    setFilter('all');
    setFresh(id);
  };

  return (
    <div className={className}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <LibraryTabs value={filter} onChange={setFilter} counts={counts} panelId={panelId} idPrefix={uid} />
        {library.data && shown.length > 0 && (
          <p className="text-sm text-stone-500" aria-live="polite">
            {visible.length < shown.length
              ? `Showing ${visible.length} of ${shown.length}`
              : `${shown.length} ${shown.length === 1 ? 'image' : 'images'}`}
          </p>
        )}
      </div>

      {note}

      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={`${uid}-${filter}`}
        className="mt-6"
        aria-busy={library.isPending}
      >
        {library.isPending && (
          <div className={GRID} data-testid="library-loading">
            <span className="sr-only" role="status">
              Loading your library...
            </span>
            {Array.from({ length: Math.min(initial ?? 8, 8) }, (_, i) => (
              <LibraryCardSkeleton key={i} />
            ))}
          </div>
        )}
        {library.isError && !library.data && (
          <LibraryError onRetry={() => void library.refetch()} retrying={library.isFetching} />
        )}
        {library.data && shown.length === 0 && <LibraryEmpty filter={filter} onShowAll={() => setFilter('all')} />}
        {visible.length > 0 && (
          <ul className={GRID} data-testid="library-grid">
            {visible.map((item, i) => (
              <li key={item.id}>
                <LibraryCard
                  item={item}
                  eager={i < 4}
                  headingLevel={headingLevel}
                  highlight={item.id === fresh}
                  savePending={toggleSaved.isPending && toggleSaved.variables?.id === item.id}
                  onToggleSaved={(it) => toggleSaved.mutate(it)}
                  onFrame={frame}
                  onEdit={setEditing}
                  onDelete={setDeleting}
                />
              </li>
            ))}
          </ul>
        )}
        {visible.length < shown.length && (
          <div className="mt-8 text-center">
            <Button variant="secondary" onClick={() => setCount((c) => nextCount(c, { initial, pageSize }))}>
              Show more
            </Button>
          </div>
        )}
      </div>

      {renderEditDialog?.({
        item: editing,
        imageAlt: editing ? displayName(editing) : '',
        onClose: () => setEditing(null),
        onEdited,
      })}
      <DeleteImageDialog
        item={deleting}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
