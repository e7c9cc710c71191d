import type { LibraryItem } from '../../../common/contracts/library';
import { ConfirmDialog, ConfirmThumbnailNote } from '../../components/ui/confirm-dialog';
import { displayName } from './library-view';

type Props = { item: LibraryItem | null; busy: boolean; onConfirm: (item: LibraryItem) => void; onCancel: () => void };

/** Asks before deleting: the record and its files go for good. */
export function DeleteImageDialog({ item, busy, onConfirm, onCancel }: Props) {
  return (
    <ConfirmDialog
      subject={item}
      title="Delete this image?"
      busy={busy}
      confirmLabel="Delete image"
      busyLabel="Deleting..."
      destructive
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {(it) => (
        <ConfirmThumbnailNote src={it.imageUrl}>
          <strong className="font-semibold text-ink">{displayName(it)}</strong> will be removed from your library and
          its file deleted. This cannot be undone.
        </ConfirmThumbnailNote>
      )}
    </ConfirmDialog>
  );
}
