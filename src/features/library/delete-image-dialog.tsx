import type { LibraryItem } from '../../../common/contracts/library';
import { Modal } from '../../components/ui/modal';
import { Button } from '../../components/ui/button';
import { displayName } from './library-view';

type Props = { item: LibraryItem | null; busy: boolean; onConfirm: (item: LibraryItem) => void; onCancel: () => void };

/** Asks before deleting: the record and its files go for good. */
export function DeleteImageDialog({ item, busy, onConfirm, onCancel }: Props) {
  return (
    <Modal
      open={Boolean(item)}
      title="Delete this image?"
      onClose={busy ? () => {} : onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button
            className="bg-red-600 text-white ring-0 hover:bg-red-700"
            onClick={() => item && onConfirm(item)}
            disabled={busy}
          >
            {busy ? 'Deleting...' : 'Delete image'}
          </Button>
        </>
      }
    >
      {item && (
        <div className="flex items-center gap-4">
          <img
            src={item.imageUrl}
            alt=""
            className="h-20 w-16 shrink-0 rounded-lg object-cover ring-1 ring-stone-200"
          />
          <p>
            <strong className="font-semibold text-ink">{displayName(item)}</strong> will be removed from your library
            and its file deleted. This cannot be undone.
          </p>
        </div>
      )}
    </Modal>
  );
}
