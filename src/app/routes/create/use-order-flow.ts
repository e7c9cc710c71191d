import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import toast from '../../../lib/toast';
import { DIGITAL, PET_NAME_TEMPLATE_ID, type FrameColor, type ItemSize } from '../../../../common/catalog';
import type { Template } from '../../../../common/contracts/templates';
import { useMe } from '../../../lib/use-me';
import type { JobResult } from '../../../../common/contracts/jobs';
import { submitEditImage } from '../../../features/generation/api/submit-edit-image';
import { useGenerationJob } from '../../../features/generation/use-generation-job';
import { composeFramedMockups } from '../../../features/framing/api/compose-framed-mockups';
import { showNeedTokensToast, toastGenerationError } from '../../../features/tokens/need-tokens-toast';
import {
  cleanPetName,
  firstChoiceBlock,
  firstOrderBlock,
  ORDER_MESSAGES,
  orderPetNameProblem,
  TOAST_MS,
  type OrderBlock,
} from './order-rules';
import { rememberFrameChoice } from '../../../features/framing/frame-memory';
import { usePhotoUpload } from '../../../features/uploads/use-photo-upload';
import {
  photoFromDraft,
  photoToDraft,
  returnedFromSignIn,
  saveDraft,
  signInPath,
  takeDraft,
  type PhotoDraft,
} from '../../../lib/sign-in-return';

export type OrderResult = {
  artworkUrl: string;
  originalUrl: string;
  mockups: string[];
  size: ItemSize;
  color: FrameColor | null;
  libraryId?: string;
};
/** What the order page remembers with its job, to finish it after a reload. */
type OrderJobCtx = { size: ItemSize; color: FrameColor | null; originalUrl: string; petName: string };
/** The choices a visitor made before being asked to sign in, kept for their return. */
type OrderDraft = { size: ItemSize | null; color: FrameColor | null; petName: string; photo: PhotoDraft | null };

/**
 * The order page's state machine (docs/spec/shop.md §4): nothing chosen -> size -> colour -> generating (a job
 * followed by its real stages: 10 preparing and queued, 35 painting, 70 saving, 80 framing, 100;
 * back to 0 after 0.8 s) -> composing the frame -> results. A reload mid-generation picks the job
 * up again. `libraryImage` is an existing artwork: then there is no upload and no generation, only framing.
 */
export function useOrderFlow(template: Template | undefined, libraryImage: string | null) {
  const navigate = useNavigate();
  const location = useLocation();
  const { pathname } = location;
  const returning = returnedFromSignIn(location.state as unknown);
  const { signedIn, me, meQuery } = useMe();
  const upload = usePhotoUpload({ uploadNow: signedIn });
  // "Add another pet": a second photo, painted beside the first in one portrait for the same token.
  const secondUpload = usePhotoUpload({ uploadNow: signedIn });
  const [twoPets, setTwoPets] = useState(false);
  const [size, setSizeState] = useState<ItemSize | null>(null);
  const [color, setColor] = useState<FrameColor | null>(null);
  const [petName, setPetName] = useState('');
  // Checked as it is typed: a name the lettering cannot print never reaches Generate (issue 34).
  const petNameProblem = template?.id === PET_NAME_TEMPLATE_ID && !libraryImage ? orderPetNameProblem(petName) : null;
  const [problem, setProblem] = useState<OrderBlock | null>(null);
  const [result, setResult] = useState<OrderResult | null>(null);
  /** The uploaded photo of a job picked up after a reload (the chosen file is gone by then). */
  const [resumedPhoto, setResumedPhoto] = useState<string | null>(null);
  const job = useGenerationJob<OrderJobCtx>({
    screen: template && !libraryImage ? `order:${template.id}` : null,
    onResume: (pending, ctx) => {
      setSizeState(ctx.size);
      setColor(ctx.color);
      setPetName(ctx.petName);
      setResumedPhoto(ctx.originalUrl);
      setResult(null);
      void showArtwork(pending, ctx);
    },
  });
  const busy = job.busy;

  const goToTokens = useCallback(() => void navigate('/tokens'), [navigate]);

  // Back from signing in: the choices made before come back (the photo when it was small enough to keep).
  const draftKey = template && !libraryImage ? `order:${template.id}` : null;
  const choosePhotoRef = useRef<(file: File) => void>(() => {});
  useEffect(() => {
    const draft = draftKey ? takeDraft<OrderDraft>(draftKey) : null;
    // Only on the way back from signing in; any other visit starts afresh (and drops the draft).
    if (!draft || !returning) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the draft is taken out of storage once, here
    if (draft.size) setSizeState(draft.size);
    setColor(draft.color);
    setPetName(draft.petName ?? '');
    void photoFromDraft(draft.photo).then((file) => file && choosePhotoRef.current(file));
  }, [draftKey, returning]);

  /** Choosing digital clears the colour (docs/spec/shop.md §4). */
  const setSize = (next: ItemSize) => {
    setSizeState(next);
    if (next === DIGITAL) setColor(null);
    setProblem((p) => (p === 'size' || (next === DIGITAL && p === 'color') ? null : p));
  };
  const chooseColor = (next: FrameColor) => {
    setColor(next);
    setProblem((p) => (p === 'color' ? null : p));
  };
  const choosePhoto = (file: File) => {
    upload.choose(file);
    setResumedPhoto(null);
    setProblem((p) => (p === 'photo' ? null : p));
  };
  useLayoutEffect(() => {
    choosePhotoRef.current = choosePhoto;
  });

  const askToSignIn = async () => {
    if (draftKey)
      saveDraft(draftKey, { size, color, petName, photo: await photoToDraft(upload.photo.file) } satisfies OrderDraft);
    void navigate(signInPath(pathname));
  };

  /** Mockups for a framed size; on failure the toast, and the flow goes on with the artwork alone. */
  const frameMockups = async (artworkUrl: string, s: ItemSize, c: FrameColor | null): Promise<string[]> => {
    if (s === DIGITAL || !c) return [];
    job.step('framing');
    try {
      return await composeFramedMockups({ imageUrl: artworkUrl, size: s, color: c });
    } catch {
      toast.error('Failed to compose framed image', { duration: TOAST_MS, id: 'compose-failed' });
      return [];
    }
  };

  /** The job's artwork, framed for a print, shown with the success toast; or the failure toast. */
  async function showArtwork(pending: Promise<JobResult>, ctx: OrderJobCtx) {
    let artworkUrl: string, libraryId: string | undefined;
    try {
      ({ processedUrl: artworkUrl, libraryId } = await pending);
    } catch (err) {
      toastGenerationError(err);
      return;
    }
    const mockups = await frameMockups(artworkUrl, ctx.size, ctx.color);
    setResult({
      artworkUrl,
      originalUrl: ctx.originalUrl,
      mockups,
      size: ctx.size,
      color: ctx.size === DIGITAL ? null : ctx.color,
      libraryId,
    });
    toast.success('Image generated successfully!', { duration: TOAST_MS });
    job.finish();
  }

  // A missing photo, size or colour is said at its field (order-form.tsx), not in a toast over the page; signing in
  // is a move to another page, which the toast explains.
  const block = (why: OrderBlock) => {
    setProblem(why);
    if (why === 'tokens') return showNeedTokensToast(goToTokens);
    if (why !== 'sign-in') return;
    toast.error(ORDER_MESSAGES[why], { duration: TOAST_MS, id: 'order-check' });
    void askToSignIn();
  };

  const generate = async () => {
    if (busy || petNameProblem) return;
    const hasPhoto = Boolean(upload.photo.file || resumedPhoto);
    // The tokens are read only when they are the next check: a missing photo is said without waiting for them.
    const tokens = me ? me.tokens : hasPhoto && signedIn ? (await meQuery.refetch()).data?.tokens : undefined;
    const why = firstOrderBlock({
      hasPhoto,
      signedIn,
      tokens,
      size,
      color,
    });
    if (why) return block(why);
    if (!template || !size) return;
    setProblem(null);
    setResult(null);
    job.begin();
    let photoUrl: string;
    try {
      photoUrl = upload.photo.file || !resumedPhoto ? (await upload.ensureUploaded()).url : resumedPhoto;
    } catch {
      // The drop zone already says why (one problem, one message).
      return job.reset();
    }
    let secondImageUrl: string | undefined;
    try {
      secondImageUrl = twoPets && secondUpload.photo.file ? (await secondUpload.ensureUploaded()).url : undefined;
    } catch {
      toast.error('Upload failed. Please try another photo.', { duration: TOAST_MS, id: 'upload-failed' });
      return job.reset();
    }
    const ctx: OrderJobCtx = { size, color: size === DIGITAL ? null : color, originalUrl: photoUrl, petName };
    const pending = job.run(
      () =>
        submitEditImage({
          imageUrl: photoUrl,
          prompt: template.prompt,
          size,
          uid: me?.id ?? null,
          templateId: template.id,
          petName: template.id === PET_NAME_TEMPLATE_ID ? cleanPetName(petName) : undefined,
          secondImageUrl,
        }),
      ctx,
    );
    await showArtwork(pending, ctx);
  };

  const artworkState = (r: OrderResult) => ({
    artworkUrl: r.artworkUrl,
    originalUrl: r.originalUrl,
    images: [r.artworkUrl, ...r.mockups],
    size: r.size,
    color: r.color,
    templateName: template?.name,
  });

  const viewArtwork = (r: OrderResult | null = result) => {
    if (r) void navigate('/artwork', { state: artworkState(r) });
  };

  /** The flow started from a library image: frame it (for a print) and go straight to 'View Your Artwork'. */
  const frameLibraryImage = async () => {
    if (busy || !libraryImage) return;
    if (!signedIn) return block('sign-in');
    const why = firstChoiceBlock(size, color);
    if (why) return block(why);
    if (!size) return;
    setProblem(null);
    job.begin();
    const mockups = await frameMockups(libraryImage, size, color);
    const r: OrderResult = {
      artworkUrl: libraryImage,
      originalUrl: libraryImage,
      mockups,
      size,
      color: size === DIGITAL ? null : color,
    };
    setResult(r);
    job.finish();
    viewArtwork(r);
  };

  /** After a result, a new size or colour re-frames the same artwork (no new token). */
  const reframing = useRef(0);
  // The effect runs on the choices, not on every render's new helper functions: it reads their latest versions.
  const latest = useRef({ frameMockups, job });
  useEffect(() => {
    latest.current = { frameMockups, job };
  });
  useEffect(() => {
    if (!result || busy || !size) return;
    const nextColor = size === DIGITAL ? null : color;
    if (result.size === size && result.color === nextColor) return;
    if (size !== DIGITAL && !color) return;
    const ticket = ++reframing.current;
    const artworkUrl = result.artworkUrl;
    const { frameMockups: frame, job: work } = latest.current;
    work.begin();
    void frame(artworkUrl, size, nextColor).then((mockups) => {
      if (ticket !== reframing.current) return;
      setResult((r) => (r && r.artworkUrl === artworkUrl ? { ...r, mockups, size, color: nextColor } : r));
      work.finish();
    });
  }, [result, size, color, busy]);
  // The frame wizard later opens this portrait with the size and colour it was generated and framed in.
  useEffect(() => {
    if (result?.libraryId) rememberFrameChoice(result.libraryId, result.size, result.color);
  }, [result]);

  return {
    me,
    signedIn,
    photo: upload.photo,
    choosePhoto,
    rejectPhoto: upload.reject,
    secondPet: {
      open: twoPets,
      setOpen: setTwoPets,
      photo: secondUpload.photo,
      choose: secondUpload.choose,
      reject: secondUpload.reject,
    },
    size,
    setSize,
    color,
    chooseColor,
    petName,
    setPetName,
    petNameProblem,
    job,
    progress: job.progress,
    busy,
    resumedPhoto,
    problem,
    result,
    generate,
    viewArtwork,
    frameLibraryImage,
  };
}
