import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from '../../lib/toast';
import type { LibraryItem } from '../../../common/contracts/library';
import { queryKeys } from '../../lib/query-keys';
import { deleteLibraryItem } from './api/delete-library-item';
import { setLibrarySaved } from './api/set-library-saved';

/** Days left before an unsaved item expires (rounded up), or null when it does not expire. */
export function daysUntilExpiry(item: Pick<LibraryItem, 'saved' | 'expiresAt'>, now = Date.now()): number | null {
  if (item.saved || !item.expiresAt) return null;
  return Math.max(0, Math.ceil((new Date(item.expiresAt).getTime() - now) / 86_400_000));
}

/** The creative screens show toasts for 6 seconds (docs/spec/shop.md §9). */
export const LIBRARY_TOAST = { duration: 6000 };

/** Save/unsave and delete, with the spec's toasts. */
export function useLibraryActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.library.all });
  const toggleSaved = useMutation({
    mutationFn: (item: LibraryItem) => setLibrarySaved(item.id, !item.saved),
    onSuccess: (updated) => {
      toast.success(updated.saved ? 'Saved to library' : 'Removed from saved', LIBRARY_TOAST);
      void refresh();
    },
    onError: () => toast.error('Failed to update save state', LIBRARY_TOAST),
  });
  const remove = useMutation({
    mutationFn: (item: LibraryItem) => deleteLibraryItem(item.id),
    onSuccess: () => {
      toast.success('Image deleted', LIBRARY_TOAST);
      void refresh();
    },
    onError: () => toast.error('Failed to delete', LIBRARY_TOAST),
  });
  return { toggleSaved, remove };
}
