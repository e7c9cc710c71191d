import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import toast from '../../../lib/toast';
import type { Template } from '../../../../common/contracts/templates';
import type { JobResult } from '../../../../common/contracts/jobs';
import { useMe } from '../../../lib/use-me';
import { submitEditImage } from '../../../features/generation/api/submit-edit-image';
import { useGenerationJob } from '../../../features/generation/use-generation-job';
import { showNeedTokensToast, toastGenerationError } from '../../../features/tokens/need-tokens-toast';
import { hasTokens, TOAST_MS } from '../create/order-rules';
import { usePhotoUpload } from '../../../features/uploads/use-photo-upload';
import { DASHBOARD_MESSAGES, dashboardProblem, promptFor } from './dashboard-rules';

export type DashboardResult = { imageUrl: string; libraryId: string; styleName: string };
type Problem = keyof typeof DASHBOARD_MESSAGES | null;
/** What the dashboard remembers with its job, to show the result after a reload. */
type DashboardJobCtx = { styleName: string };

/** The upload/style screen: photo uploaded at once, a style and/or custom prompt, one generation (a followed job) per click. */
export function useDashboardGenerate() {
  const navigate = useNavigate();
  const { me, meQuery } = useMe();
  const upload = usePhotoUpload();
  const [refine, setRefine] = useState(true);
  const [customPrompt, setCustomPrompt] = useState('');
  const [problem, setProblem] = useState<Problem>(null);
  const [result, setResult] = useState<DashboardResult | null>(null);
  const job = useGenerationJob<DashboardJobCtx>({
    screen: 'dashboard',
    onResume: (pending, ctx) => {
      setResult(null);
      void showResult(pending, ctx);
    },
  });

  async function showResult(pending: Promise<JobResult>, ctx: DashboardJobCtx) {
    try {
      const { processedUrl, libraryId } = await pending;
      setResult({ imageUrl: processedUrl, libraryId: libraryId ?? '', styleName: ctx.styleName });
      toast.success('Image generated successfully!', { duration: TOAST_MS });
      job.finish();
    } catch (err) {
      toastGenerationError(err);
    }
  }

  const generate = async (template: Template | undefined) => {
    if (job.busy) return;
    const why = dashboardProblem(Boolean(upload.photo.file), template, customPrompt);
    setProblem(why);
    // Said at the photo or style card (an alert there), not in a toast over the page.
    if (why) return;
    const tokens = me ? me.tokens : (await meQuery.refetch()).data?.tokens;
    if (!hasTokens(tokens)) return showNeedTokensToast(() => void navigate('/tokens'));
    setResult(null);
    job.begin();
    let imageUrl: string;
    try {
      imageUrl = (await upload.ensureUploaded()).url;
    } catch {
      toast.error('Upload failed. Please try another photo.', { duration: TOAST_MS, id: 'upload-failed' });
      return job.reset();
    }
    const { prompt, templateId } = promptFor(template, customPrompt);
    const ctx: DashboardJobCtx = {
      styleName: customPrompt.trim() ? 'Custom prompt' : (template?.name ?? 'AI Artwork'),
    };
    await showResult(
      job.run(() => submitEditImage({ imageUrl, prompt, uid: me?.id ?? null, templateId, refine }), ctx),
      ctx,
    );
  };

  const choosePhoto = (file: File) => {
    upload.choose(file);
    setProblem((p) => (p === 'photo' ? null : p));
  };
  const clearStyleProblem = () => setProblem((p) => (p === 'style' ? null : p));

  return {
    me,
    photo: upload.photo,
    choosePhoto,
    rejectPhoto: upload.reject,
    refine,
    setRefine,
    customPrompt,
    setCustomPrompt: (v: string) => {
      setCustomPrompt(v);
      if (v.trim()) clearStyleProblem();
    },
    clearStyleProblem,
    job,
    progress: job.progress,
    busy: job.busy,
    problem,
    result,
    generate,
  };
}
