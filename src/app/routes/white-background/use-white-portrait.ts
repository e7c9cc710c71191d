import { useState } from 'react';
import toast from '../../../lib/toast';
import type { JobKind, JobResult } from '../../../../common/contracts/jobs';
import { useMe } from '../../../lib/use-me';
import { submitFinalImage } from '../../../features/generation/api/submit-final-image';
import { submitProcessPetPhoto } from '../../../features/generation/api/submit-process-pet-photo';
import { PROGRESS } from '../../../features/generation/job-progress';
import { useGenerationJob } from '../../../features/generation/use-generation-job';
import { CREATIVE_TOAST } from '../../../features/generation/edit-errors';
import { errorStatus } from '../../../lib/api-errors';
import { usePhotoUpload } from '../../../features/uploads/use-photo-upload';
import {
  STEP_LABEL,
  stepFailureToast,
  NAME_REQUIRED,
  typedNameProblem,
  validatePortrait,
  type PortraitErrors,
  type PortraitStep,
} from './portrait-flow';

export type PortraitResult = { processedUrl: string; libraryId: string };
/** What the page remembers with its job, to finish the portrait after a reload. */
type PortraitJobCtx = { petName: string; photoUrl: string; secondPetName?: string };

/** Two jobs in a row: the cut-out (35) then the lettered portrait (70, saving 80). */
function portraitLadder(kind: JobKind | null) {
  const preparing = { progress: PROGRESS.start, label: STEP_LABEL.upload };
  if (kind === 'final')
    return {
      preparing,
      queued: { progress: PROGRESS.painting, label: 'Waiting for a free easel...' },
      painting: { progress: PROGRESS.artwork, label: STEP_LABEL.lettering },
      saving: { progress: PROGRESS.framing, label: 'Saving your portrait to your library...' },
    };
  const background = { progress: PROGRESS.painting, label: STEP_LABEL.background };
  return { preparing, painting: background, saving: background };
}

/** Upload -> background removal -> white-background portrait with the pet's name (docs/spec/shop.md §7), each a followed job. */
export function useWhitePortrait() {
  const { me } = useMe();
  const [petName, setPetNameRaw] = useState('');
  const [result, setResult] = useState<PortraitResult | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [fieldErrors, setFieldErrors] = useState<PortraitErrors>({});
  const [resumedPhoto, setResumedPhoto] = useState<string | null>(null);
  const upload = usePhotoUpload({
    failureText: (err) => (err instanceof Error && err.message) || 'Upload failed. Please try again.',
    onChange: () => {
      setResult(null);
      setFailure(null);
      setResumedPhoto(null);
      setFieldErrors((e) => ({ ...e, photo: undefined }));
    },
  });
  const photo = { ...upload.photo, select: upload.choose, ensureUploaded: upload.ensureUploaded };
  // "Add another pet": both cut out side by side on white, lettered with both names (one token).
  const secondUpload = usePhotoUpload();
  const [secondOpen, setSecondOpen] = useState(false);
  const [secondPetName, setSecondPetName] = useState('');
  const second = {
    open: secondOpen,
    setOpen: setSecondOpen,
    name: secondPetName,
    setName: (name: string) => {
      setSecondPetName(name);
      setFieldErrors((e) => ({ ...e, secondPetName: typedNameProblem(name) }));
    },
    error: secondOpen ? fieldErrors.secondPetName : undefined,
    photo: secondUpload.photo,
    choose: secondUpload.choose,
    reject: secondUpload.reject,
  };
  const job = useGenerationJob<PortraitJobCtx>({
    screen: 'white-background',
    ladder: portraitLadder,
    chains: (kind) => kind === 'process',
    onResume: (pending, ctx, kind) => {
      setPetNameRaw(ctx.petName);
      setResumedPhoto(ctx.photoUrl);
      setResult(null);
      setFailure(null);
      void (kind === 'process' ? letter(pending, ctx) : settle(pending));
    },
  });

  // Said as it is typed (issue 34); "Please enter your pet's name." only once Generate is pressed.
  const setPetName = (name: string) => {
    setPetNameRaw(name);
    setFieldErrors((e) => ({
      ...e,
      petName: name.trim() ? typedNameProblem(name) : e.petName === NAME_REQUIRED ? e.petName : undefined,
    }));
  };

  function fail(step: PortraitStep, err: unknown): false {
    job.reset();
    const own = stepFailureToast(step, errorStatus(err));
    if (own) toast.error(own, CREATIVE_TOAST);
    toast.error('Failed to generate portrait.', CREATIVE_TOAST);
    setFailure(err);
    return false;
  }

  /** The cut-out is back: letter it on white (1 token). */
  async function letter(background: Promise<JobResult>, ctx: PortraitJobCtx): Promise<boolean> {
    let cutOut: string;
    try {
      cutOut = (await background).processedUrl;
    } catch (err) {
      return fail('background', err);
    }
    return settle(
      job.run(
        () =>
          submitFinalImage({
            imageUrl: cutOut,
            petName: ctx.petName,
            secondPetName: ctx.secondPetName,
            uid: me?.id ?? null,
          }),
        ctx,
      ),
    );
  }

  async function settle(portrait: Promise<JobResult>): Promise<boolean> {
    try {
      const { processedUrl, libraryId } = await portrait;
      setResult({ processedUrl, libraryId: libraryId ?? '' });
      toast.success('Portrait generated!', CREATIVE_TOAST);
      job.finish();
      return true;
    } catch (err) {
      return fail('lettering', err);
    }
  }

  const generate = async (): Promise<boolean> => {
    const errors = validatePortrait({
      hasPhoto: Boolean(photo.file),
      petName,
      secondPetName: secondOpen ? secondPetName : undefined,
    });
    setFieldErrors(errors);
    if (errors.photo || errors.petName || errors.secondPetName) return false;
    setResult(null);
    setFailure(null);
    job.begin();
    let photoUrl: string;
    try {
      photoUrl = (await photo.ensureUploaded()).url;
    } catch (err) {
      return fail('upload', err);
    }
    let secondUrl: string | undefined;
    try {
      secondUrl = secondOpen && secondUpload.photo.file ? (await secondUpload.ensureUploaded()).url : undefined;
    } catch (err) {
      return fail('upload', err);
    }
    const ctx: PortraitJobCtx = {
      petName: petName.trim(),
      photoUrl,
      ...(secondUrl && secondPetName.trim() ? { secondPetName: secondPetName.trim() } : {}),
    };
    return letter(
      job.run(() => submitProcessPetPhoto(photoUrl, secondUrl), ctx),
      ctx,
    );
  };

  return {
    second,
    petName,
    setPetName,
    job,
    busy: job.busy,
    result,
    failure,
    fieldErrors,
    photo,
    resumedPhoto,
    generate,
    tokens: me?.tokens,
  };
}
