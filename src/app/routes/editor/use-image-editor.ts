import { useCallback, useState } from 'react';
import toast from '../../../lib/toast';
import type { JobResult } from '../../../../common/contracts/jobs';
import { useMe } from '../../../lib/use-me';
import { submitEditImage } from '../../../features/generation/api/submit-edit-image';
import { useGenerationJob } from '../../../features/generation/use-generation-job';
import { CREATIVE_TOAST, toastEditFailure } from '../../../features/generation/edit-errors';
import { randomPrompt } from '../../../features/generation/edit-prompts';
import type { Stage } from '../../../features/generation/preview-title';
import { usePhotoUpload } from '../../../features/uploads/use-photo-upload';

export type FieldErrors = { photo?: string; prompt?: string };
export type EditResult = { processedUrl: string; libraryId: string };
/** What the editor remembers with its job: the photo, shown while a picked-up job paints. */
type EditorJobCtx = { photoUrl: string };

/**
 * The editor's flow (docs/spec/shop.md §4): idle -> uploading the image -> calling the edit (a job followed by
 * its real stages) -> success or failure. Each run clears the previous result; a new photo clears it too.
 */
export function useImageEditor() {
  const { me } = useMe();
  const [prompt, setPrompt] = useState(() => randomPrompt());
  const [outcome, setOutcome] = useState<'idle' | 'done' | 'failed'>('idle');
  const [result, setResult] = useState<EditResult | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [resumedPhoto, setResumedPhoto] = useState<string | null>(null);
  const upload = usePhotoUpload({
    failureText: (err) => (err instanceof Error && err.message) || 'Upload failed. Please try again.',
    onChange: () => {
      setResult(null);
      setError(null);
      setOutcome('idle');
      setResumedPhoto(null);
      setFieldErrors((e) => ({ ...e, photo: undefined }));
    },
  });
  const photo = { ...upload.photo, select: upload.choose, ensureUploaded: upload.ensureUploaded };
  const job = useGenerationJob<EditorJobCtx>({
    screen: 'ai-editor',
    ladder: () => ({
      preparing: {
        progress: 10,
        label: photo.uploaded || resumedPhoto ? 'Preparing your photo...' : 'Uploading your photo...',
      },
      painting: { progress: 35, label: 'Painting your edit...' },
      saving: { progress: 70, label: 'Your edit is back — saving it to your library...' },
    }),
    onResume: (pending, ctx) => {
      setResumedPhoto(ctx.photoUrl);
      setResult(null);
      setError(null);
      void settle(pending);
    },
  });

  const changePrompt = useCallback((text: string) => {
    setPrompt(text);
    if (text.trim()) setFieldErrors((e) => ({ ...e, prompt: undefined }));
  }, []);
  const shuffle = useCallback(() => changePrompt(randomPrompt(prompt)), [changePrompt, prompt]);

  async function settle(pending: Promise<JobResult>): Promise<boolean> {
    try {
      const { processedUrl, libraryId } = await pending;
      setResult({ processedUrl, libraryId: libraryId ?? '' });
      setOutcome('done');
      toast.success('Image edited successfully!', CREATIVE_TOAST);
      job.finish();
      return true;
    } catch (err) {
      setError(err);
      setOutcome('failed');
      toastEditFailure(err);
      return false;
    }
  }

  const generate = async (): Promise<boolean> => {
    const text = prompt.trim();
    const errors: FieldErrors = {
      photo: photo.file ? undefined : 'Please upload an image.',
      prompt: text ? undefined : 'Please enter a prompt.',
    };
    setFieldErrors(errors);
    if (errors.photo || errors.prompt) return false;
    setResult(null);
    setError(null);
    setOutcome('idle');
    job.begin();
    let photoUrl: string;
    try {
      photoUrl = (await photo.ensureUploaded()).url;
    } catch (err) {
      job.reset();
      return settle(Promise.reject(err instanceof Error ? err : new Error(String(err))));
    }
    return settle(
      job.run(() => submitEditImage({ imageUrl: photoUrl, prompt: text, uid: me?.id ?? null }), { photoUrl }),
    );
  };

  /** The editor's stage for its title and button (docs/spec/shop.md §4 Editor). */
  const stage: Stage = job.busy
    ? job.stage === 'preparing' && !photo.uploaded && !resumedPhoto
      ? 'uploading'
      : 'working'
    : outcome;
  return {
    prompt,
    changePrompt,
    shuffle,
    stage,
    job,
    result,
    error,
    fieldErrors,
    photo,
    resumedPhoto,
    generate,
    tokens: me?.tokens,
  };
}
