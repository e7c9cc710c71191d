import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from '../../lib/toast';
import type { PhotoCheck } from '../../../common/contracts/uploads';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { MaskPainter, type MaskPainterHandle } from '../../components/ui/mask-painter';
import type { UploadedFile } from './api/upload-photo';
import { saveUploadMask } from './api/save-upload-mask';

type Props = {
  upload: UploadedFile;
  check: PhotoCheck;
  open: boolean;
  onClose: () => void;
  queryKey: readonly unknown[];
};

/** The customer corrects the cut-out the portrait will use: free, stored with their upload. */
export function TouchUpDialog({ upload, check, open, onClose, queryKey }: Props) {
  const painter = useRef<MaskPainterHandle>(null);
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    if (!painter.current) return;
    setSaving(true);
    setError(null);
    try {
      await saveUploadMask(upload.id, await painter.current.toPng());
      await queryClient.invalidateQueries({ queryKey });
      toast.success('Your touch-up is saved. The portrait will use it.', { duration: 6000 });
      onClose();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The touch-up could not be saved. Please try again.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Touch up the outline"
      wide
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button onClick={() => void save()} disabled={saving} data-testid="touch-up-save">
            {saving ? 'Saving...' : 'Save touch-up'}
          </Button>
        </>
      }
    >
      <p className="mb-3">
        Everything faded is left out of the portrait. Choose <strong>Keep</strong> and paint over any part of your pet
        that is faded, or <strong>Remove</strong> and paint over anything that is not your pet. Touching up is free.
      </p>
      <MaskPainter
        handle={painter}
        imageUrl={upload.url}
        maskUrl={check.mask}
        imageAlt="Your photo; the parts left out of the portrait are faded"
      />
      {error && (
        <p role="alert" className="mt-2 font-medium text-red-700">
          {error}
        </p>
      )}
    </Modal>
  );
}
