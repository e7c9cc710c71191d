import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import toast from '../../lib/toast';
import type { LibraryItem } from '../../../common/contracts/library';
import { Modal } from '../../components/ui/modal';
import { Button } from '../../components/ui/button';
import { useMe } from '../../lib/use-me';
import type { JobResult } from '../../../common/contracts/jobs';
import { submitEditImage } from './api/submit-edit-image';
import { GenerationProgress } from './generation-progress';
import { LIBRARY_HINT } from './job-progress';
import { useGenerationJob } from './use-generation-job';
import { CREATIVE_TOAST, describeFailure, isOutOfTokens, toastEditFailure } from './edit-errors';
import { recallScreens } from './job-store';
import { useEditPreview } from './use-edit-preview';
import { EditPreviewLine } from './edit-preview-line';

type Props = { item: LibraryItem | null; imageAlt: string; onClose: () => void; onEdited: (libraryId: string) => void };

/** The tab remembers an edit's job under the item it edits, so a reload reopens this dialog and follows it. */
export const EDIT_SCREEN_PREFIX = 'library-edit:';

/** The library items with an edit still running in this tab (to reopen their dialog after a reload). */
export function recallEditedItemIds(): string[] {
  return recallScreens(EDIT_SCREEN_PREFIX).map((screen) => screen.slice(EDIT_SCREEN_PREFIX.length));
}

/** Edits a library image with written instructions (1 token); the result is a new library item. */
export function EditImageDialog({ item, imageAlt, onClose, onEdited }: Props) {
  return item ? <EditForm key={item.id} item={item} imageAlt={imageAlt} onClose={onClose} onEdited={onEdited} /> : null;
}

function EditForm({ item, imageAlt, onClose, onEdited }: { item: LibraryItem } & Omit<Props, 'item'>) {
  const { me } = useMe();
  const [prompt, setPrompt] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const ids = { field: useId(), error: useId(), hint: useId(), preview: useId() };
  // What will be drawn, read as the customer types: they decide before the token is spent.
  const read = useEditPreview(item.imageUrl, prompt);
  const job = useGenerationJob<{ prompt: string }>({
    screen: EDIT_SCREEN_PREFIX + item.id,
    ladder: () => ({
      painting: { progress: 35, label: 'Painting your edit...' },
      saving: { progress: 70, label: 'Your edit is back — saving it to your library...' },
    }),
    onResume: (pending, ctx) => {
      setPrompt(ctx?.prompt ?? '');
      void settle(pending);
    },
  });
  const busy = job.busy;

  async function settle(pending: Promise<JobResult>) {
    try {
      const { libraryId } = await pending;
      job.finish();
      toast.success('Image edited successfully!', CREATIVE_TOAST);
      if (libraryId) onEdited(libraryId);
      onClose();
    } catch (err) {
      setError(err);
      toastEditFailure(err);
    }
  }

  useEffect(() => {
    // The dialog focuses its first control; the instructions are where the customer starts.
    const frame = requestAnimationFrame(() => area.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  const submit = () => {
    const text = prompt.trim();
    if (!text) {
      // Said at the field (an alert there), not in a toast over the dialog.
      setInvalid(true);
      area.current?.focus();
      return;
    }
    setError(null);
    void settle(
      job.run(() => submitEditImage({ imageUrl: item.imageUrl, prompt: text, uid: me?.id ?? null }), { prompt: text }),
    );
  };

  return (
    <Modal
      open
      wide
      title="Edit Image"
      onClose={busy ? () => {} : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={busy} aria-describedby={ids.hint}>
            {busy && (
              <span
                className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
                aria-hidden="true"
              />
            )}
            {busy ? 'Editing...' : 'Edit Image (1 Token)'}
          </Button>
        </>
      }
    >
      <div className="grid gap-5 sm:grid-cols-[160px_1fr]">
        <div className="relative mx-auto w-32 overflow-hidden rounded-xl bg-stone-100 ring-1 ring-stone-200 sm:w-full">
          <img
            src={item.imageUrl}
            alt={imageAlt}
            className={`aspect-[4/5] w-full object-cover transition ${busy ? 'opacity-60 blur-[1px]' : ''}`}
          />
          {busy && (
            <span className="absolute inset-0 flex items-center justify-center" aria-hidden="true">
              <span className="h-8 w-8 animate-spin rounded-full border-[3px] border-white/60 border-t-brand-500" />
            </span>
          )}
        </div>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <label htmlFor={ids.field} className="mb-1.5 block text-sm font-medium text-stone-700">
            Edit instructions
          </label>
          <textarea
            ref={area}
            id={ids.field}
            rows={4}
            value={prompt}
            disabled={busy}
            onChange={(e) => {
              setPrompt(e.target.value);
              if (invalid && e.target.value.trim()) setInvalid(false);
            }}
            placeholder="e.g. Add a red bow tie and a snowy winter background"
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? ids.error : `${ids.preview} ${ids.hint}`}
            className={
              `block w-full resize-y rounded-xl border bg-white px-3.5 py-2.5 text-base shadow-sm ` +
              `outline-none transition placeholder:text-stone-400 focus:ring-2 disabled:bg-stone-50 ` +
              `sm:text-sm ${
                invalid
                  ? 'border-red-500 focus:ring-red-200'
                  : 'border-stone-300 focus:border-brand-500 focus:ring-brand-100'
              }`
            }
          />
          {invalid && (
            <p id={ids.error} role="alert" className="mt-1.5 text-sm font-medium text-red-600">
              Please enter an edit prompt
            </p>
          )}
          <EditPreviewLine id={ids.preview} preview={read.preview} pending={read.pending} />
          <p id={ids.hint} className="mt-2 text-xs text-stone-500">
            Describe what to change. The edited image is added to your library as a new image; this one stays as it is.
            Editing costs 1 token.
          </p>
        </form>
      </div>
      {busy && <GenerationProgress job={job} hint={job.kind ? LIBRARY_HINT : null} className="mt-5" />}
      {error !== null && !busy && (
        <div role="alert" className="mt-5 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
          {describeFailure(error, 'Something went wrong while editing. Please try again.')}
          {isOutOfTokens(error) && (
            <>
              {' '}
              <Link to="/tokens" className="font-semibold underline underline-offset-2">
                Get Tokens
              </Link>
            </>
          )}
        </div>
      )}
    </Modal>
  );
}
