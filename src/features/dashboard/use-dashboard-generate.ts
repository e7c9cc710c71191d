import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import type { Template } from '../../../common/schemas';
import { useMe } from '../account/use-me';
import { editImage } from '../generation/generation-api';
import { showNeedTokensToast, toastGenerationError } from '../order/need-tokens-toast';
import { hasTokens, PROGRESS, PROGRESS_RESET_MS, TOAST_MS } from '../order/order-rules';
import { usePhotoUpload } from '../order/use-photo-upload';
import { DASHBOARD_MESSAGES, dashboardProblem, promptFor } from './dashboard-rules';

export type DashboardResult = { imageUrl: string; libraryId: string; styleName: string };
type Problem = keyof typeof DASHBOARD_MESSAGES | null;

/** The upload/style screen: photo uploaded at once, a style and/or custom prompt, one generation per click. */
export function useDashboardGenerate() {
  const navigate = useNavigate();
  const { me, meQuery } = useMe();
  const upload = usePhotoUpload(true);
  const [refine, setRefine] = useState(true);
  const [customPrompt, setCustomPrompt] = useState('');
  const [progress, setProgress] = useState(0);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const [result, setResult] = useState<DashboardResult | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const stop = (value: number) => {
    setProgress(value);
    setBusy(false);
    window.clearTimeout(timer.current);
    if (value > 0) timer.current = window.setTimeout(() => setProgress(0), PROGRESS_RESET_MS);
  };

  const generate = async (template: Template | undefined) => {
    if (busy) return;
    const why = dashboardProblem(Boolean(upload.photo.file), template, customPrompt);
    setProblem(why);
    if (why) {
      toast.error(DASHBOARD_MESSAGES[why], { duration: TOAST_MS, id: 'dashboard-check' });
      return;
    }
    const tokens = me ? me.tokens : (await meQuery.refetch()).data?.tokens;
    if (!hasTokens(tokens)) return showNeedTokensToast(() => navigate('/tokens'));
    setBusy(true);
    setResult(null);
    setProgress(PROGRESS.start);
    let imageUrl: string;
    try {
      imageUrl = (await upload.ensureUploaded()).url;
    } catch {
      toast.error('Upload failed. Please try another photo.', { duration: TOAST_MS, id: 'upload-failed' });
      return stop(0);
    }
    setProgress(PROGRESS.ready);
    try {
      const { prompt, templateId } = promptFor(template, customPrompt);
      const answer = await editImage({ imageUrl, prompt, uid: me?.id ?? null, templateId, refine });
      setProgress(PROGRESS.artwork);
      setResult({ imageUrl: answer.processedUrl, libraryId: answer.libraryId, styleName: customPrompt.trim() ? 'Custom prompt' : (template?.name ?? 'AI Artwork') });
      toast.success('Image generated successfully!', { duration: TOAST_MS });
      stop(PROGRESS.done);
    } catch (err) {
      toastGenerationError(err);
      stop(0);
    }
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
    progress,
    busy,
    problem,
    result,
    generate,
  };
}
