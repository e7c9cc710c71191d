import { useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DIGITAL, SIZE_LABELS, type ItemSize } from '../../../common/catalog';
import { PHOTO_WARNING_TEXT } from '../../../common/contracts/uploads';
import { Button } from '../../components/ui/button';
import { queryKeys } from '../../lib/query-keys';
import { getPhotoCheckQueryOptions } from './api/get-photo-check';
import type { UploadedFile } from './api/upload-photo';
import { TouchUpDialog } from './touch-up-dialog';

type Props = {
  upload: UploadedFile;
  /** The product the customer chose (a print needs more pixels than a download). */
  size?: ItemSize | null;
  disabled?: boolean;
  onChooseAnother: (file: File) => void;
};

/** What the shop sees in the photo, before a token is spent: the pet outlined, and what could be better. */
export function PhotoCheckPanel({ upload, size, disabled, onChooseAnother }: Props) {
  const query = useQuery({
    ...getPhotoCheckQueryOptions(upload.id),
    staleTime: Infinity,
    retry: 1,
  });
  const [goingOn, setGoingOn] = useState<string | null>(null);
  const [touchingUp, setTouchingUp] = useState(false);
  const check = query.data;

  if (query.isPending)
    return (
      <Shell>
        <p role="status" className="flex items-center gap-2 text-sm text-stone-600">
          <span
            className="h-4 w-4 animate-spin rounded-full border-2 border-stone-300 border-t-brand-500"
            aria-hidden="true"
          />
          Checking your photo...
        </p>
      </Shell>
    );
  if (!check)
    return (
      <Shell>
        <p className="text-sm text-stone-600">We couldn't check this photo just now. You can still continue with it.</p>
      </Shell>
    );

  const messages: { code: string; text: string }[] = check.warnings.map((w) => ({ code: w.code, text: w.message }));
  const chosen = size ?? DIGITAL;
  if (check.tooSmallFor.includes(chosen))
    messages.push({
      code: 'low_resolution',
      text:
        `${PHOTO_WARNING_TEXT.low_resolution} ` +
        `(${chosen === DIGITAL ? 'digital download' : `${SIZE_LABELS[chosen]} print`}, ${check.width}×${check.height} ` +
        `px)`,
    });
  const acknowledged = goingOn === `${check.uploadId}:${messages.map((m) => m.code).join()}`;

  return (
    <Shell>
      <div className="flex items-start gap-4">
        <figure
          className="relative w-28 shrink-0 overflow-hidden rounded-xl bg-stone-100 ring-1 ring-stone-200 sm:w-36"
          style={{ aspectRatio: `${check.width} / ${check.height}` }}
        >
          <img
            src={upload.url}
            alt="Your photo, with the pet we found outlined"
            className="absolute inset-0 h-full w-full"
          />
          <img
            src={check.outline}
            alt=""
            className="absolute inset-0 h-full w-full"
            data-testid="photo-check-outline"
          />
        </figure>
        <div className="min-w-0 flex-1 text-sm">
          {messages.length === 0 ? (
            <p className="flex items-center gap-1.5 font-semibold text-emerald-800" data-testid="photo-check-ok">
              <svg viewBox="0 0 20 20" className="h-4 w-4 shrink-0" fill="currentColor" aria-hidden="true">
                <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4l3.3 3.3 7.3-7.3a1 1 0 0 1 1.4 0Z" />
              </svg>
              Looks good: we found your pet.
            </p>
          ) : acknowledged ? (
            <p className="text-stone-700" data-testid="photo-check-continued">
              You chose to continue with this photo.
            </p>
          ) : (
            <div role="alert" data-testid="photo-check-warnings">
              <p className="font-semibold text-amber-900">Before you spend a token</p>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-amber-900">
                {messages.map((m) => (
                  <li key={m.code} data-code={m.code}>
                    {m.text}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {check.corrected && <p className="mt-1 text-stone-600">Using your touched-up outline.</p>}
          <div className="mt-3 flex flex-wrap gap-2">
            {messages.length > 0 && !acknowledged && (
              <Button
                variant="secondary"
                className="px-3 py-1.5"
                disabled={disabled}
                onClick={() => setGoingOn(`${check.uploadId}:${messages.map((m) => m.code).join()}`)}
              >
                Continue anyway
              </Button>
            )}
            <Button variant="secondary" className="px-3 py-1.5" disabled={disabled} onClick={() => setTouchingUp(true)}>
              Touch up the outline
            </Button>
            {messages.length > 0 && <ChooseAnother disabled={disabled} onFile={onChooseAnother} />}
          </div>
        </div>
      </div>
      {touchingUp && (
        <TouchUpDialog
          open
          upload={upload}
          check={check}
          queryKey={queryKeys.photoCheck.one(upload.id)}
          onClose={() => setTouchingUp(false)}
        />
      )}
    </Shell>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <section
      aria-label="Photo check"
      data-testid="photo-check"
      className="mt-3 rounded-2xl bg-stone-50 p-3 ring-1 ring-stone-200 sm:p-4"
    >
      {children}
    </section>
  );
}

function ChooseAnother({ disabled, onFile }: { disabled?: boolean; onFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="ghost" className="px-3 py-1.5" disabled={disabled} onClick={() => input.current?.click()}>
        Choose another photo
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onFile(file);
          e.target.value = '';
        }}
      />
    </>
  );
}
