import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

type Props<T extends object> = {
  /** What the dialog is about; the dialog is open while it is set. */
  subject: T | null;
  title: string;
  busy: boolean;
  confirmLabel: string;
  busyLabel: string;
  /** A red confirm button, for steps that cannot be undone. */
  destructive?: boolean;
  wide?: boolean;
  onConfirm: (subject: T) => void;
  onCancel: () => void;
  children: (subject: T) => ReactNode;
};

/** A dialog that asks before acting on one thing: Cancel beside the confirm button; closing is refused while busy. */
export function ConfirmDialog<T extends object>({
  subject,
  title,
  busy,
  confirmLabel,
  busyLabel,
  destructive,
  wide,
  onConfirm,
  onCancel,
  children,
}: Props<T>) {
  return (
    <Modal
      open={Boolean(subject)}
      wide={wide}
      title={title}
      onClose={busy ? () => {} : onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button
            className={destructive ? 'bg-red-600 text-white ring-0 hover:bg-red-700' : undefined}
            onClick={() => subject && onConfirm(subject)}
            disabled={busy}
          >
            {busy ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      {subject && children(subject)}
    </Modal>
  );
}

/** The thumbnail-and-sentence body of a confirm dialog about one image. */
export function ConfirmThumbnailNote({ src, children }: { src: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-4">
      <img src={src} alt="" className="h-20 w-16 shrink-0 rounded-lg object-cover ring-1 ring-stone-200" />
      <p>{children}</p>
    </div>
  );
}
