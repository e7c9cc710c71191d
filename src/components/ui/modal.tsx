import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus } from './use-dialog-focus';

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
};

/** An accessible dialog: labelled, focus moved in and kept in, Escape and backdrop close, focus restored. */
export function Modal({ open, onClose, title, children, footer, wide }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useDialogFocus(open, panel, onClose);
  if (!open) return null;
  return createPortal(
    <div
      role="presentation"
      // Starts below the toast band when a toast shows (--toast-top, src/lib/toast.tsx), so no toast covers the dialog.
      className={
        'fixed inset-0 z-50 flex items-end justify-center bg-black/50 p-0 pt-[var(--toast-top,0px)] ' +
        'sm:items-center sm:p-4 sm:pt-[max(1rem,var(--toast-top,0px))]'
      }
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={
          `max-h-[min(90vh,100%)] w-full overflow-y-auto rounded-t-2xl bg-white p-6 shadow-2xl ` +
          `sm:rounded-2xl ${wide ? 'sm:max-w-2xl' : 'sm:max-w-md'}`
        }
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-semibold">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="-m-1 rounded-full p-1 text-stone-500 hover:bg-stone-100"
            aria-label="Close dialog"
          >
            <svg viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor" aria-hidden="true">
              <path
                d={
                  'M5.3 4.3a1 1 0 0 0-1.4 1.4L8.6 10l-4.7 4.3a1 1 0 1 0 1.4 1.4L10 11.4l4.3 4.3a1 1 0 0 0 ' +
                  '1.4-1.4L11.4 10l4.3-4.3a1 1 0 0 0-1.4-1.4L10 8.6 5.3 4.3Z'
                }
              />
            </svg>
          </button>
        </div>
        <div className="text-sm leading-relaxed text-stone-700">{children}</div>
        {footer && <div className="mt-6 flex flex-wrap justify-end gap-3">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
