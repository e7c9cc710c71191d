import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus } from './use-dialog-focus';

/** A full-screen look at one image; Escape, the backdrop or the close button end it. */
export function ImagePreview({ src, alt, onClose }: { src: string | null; alt: string; onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useDialogFocus(Boolean(src), panel, onClose, closeButton);
  if (!src) return null;
  return createPortal(
    <div
      ref={panel}
      role="dialog"
      aria-modal="true"
      aria-label={`Preview: ${alt}`}
      data-testid="image-preview"
      className="fixed inset-0 z-[60] flex items-center justify-center bg-stone-950/90 p-4 sm:p-10"
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <img src={src} alt={alt} className="max-h-full max-w-full rounded-xl object-contain shadow-2xl" />
      <button
        ref={closeButton}
        type="button"
        onClick={onClose}
        aria-label="Close preview"
        className={
          'absolute right-3 top-3 flex h-11 w-11 items-center justify-center rounded-full ' +
          'bg-white/10 text-white ring-1 ring-white/30 hover:bg-white/20 sm:right-6 sm:top-6'
        }
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
      <p className="pointer-events-none absolute bottom-4 left-0 right-0 text-center text-xs text-white/70">
        Press Escape to close
      </p>
    </div>,
    document.body,
  );
}
