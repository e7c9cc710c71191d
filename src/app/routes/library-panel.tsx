import type { ComponentProps } from 'react';
import { LibraryGrid } from '../../features/library/library-grid';
import { EditImageDialog, recallEditedItemIds } from '../../features/generation/edit-image-dialog';
import { PaintingNote } from '../../features/generation/painting-note';

type Props = Omit<ComponentProps<typeof LibraryGrid>, 'renderEditDialog' | 'recallEditedIds' | 'note'>;

/** The library grid with generation's edit dialog and painting note: shared by /library and /account. */
export function LibraryPanel(props: Props) {
  return (
    <LibraryGrid
      {...props}
      note={<PaintingNote className="mt-4" />}
      recallEditedIds={recallEditedItemIds}
      renderEditDialog={(edit) => <EditImageDialog {...edit} />}
    />
  );
}
