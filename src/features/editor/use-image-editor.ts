import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useMe } from '../account/use-me';
import { editImage } from '../generation/generation-api';
import { CREATIVE_TOAST, toastEditFailure } from './edit-errors';
import { randomPrompt } from './edit-prompts';
import type { Stage } from './preview-title';
import { usePhotoUpload } from './use-photo-upload';

export type FieldErrors = { photo?: string; prompt?: string };
export type EditResult = { processedUrl: string; libraryId: string };

/**
 * The editor's flow (spec §4): idle -> uploading the image -> calling the edit -> success or
 * failure. Each run clears the previous result; a new photo clears it too.
 */
export function useImageEditor() {
  const { me } = useMe();
  const queryClient = useQueryClient();
  const [prompt, setPrompt] = useState(() => randomPrompt());
  const [stage, setStage] = useState<Stage>('idle');
  const [result, setResult] = useState<EditResult | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const photo = usePhotoUpload(() => {
    setResult(null);
    setError(null);
    setStage('idle');
    setFieldErrors((e) => ({ ...e, photo: undefined }));
  });

  const changePrompt = useCallback((text: string) => {
    setPrompt(text);
    if (text.trim()) setFieldErrors((e) => ({ ...e, prompt: undefined }));
  }, []);
  const shuffle = useCallback(() => changePrompt(randomPrompt(prompt)), [changePrompt, prompt]);

  const generate = async (): Promise<boolean> => {
    const text = prompt.trim();
    const errors: FieldErrors = { photo: photo.file ? undefined : 'Please upload an image.', prompt: text ? undefined : 'Please enter a prompt.' };
    setFieldErrors(errors);
    if (errors.photo || errors.prompt) return false;
    setResult(null);
    setError(null);
    try {
      setStage(photo.uploaded ? 'working' : 'uploading');
      const upload = await photo.ensureUploaded();
      setStage('working');
      const edited = await editImage({ imageUrl: upload.url, prompt: text, uid: me?.id ?? null });
      setResult(edited);
      setStage('done');
      toast.success('Image edited successfully!', CREATIVE_TOAST);
      return true;
    } catch (err) {
      setError(err);
      setStage('failed');
      toastEditFailure(err);
      return false;
    } finally {
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      void queryClient.invalidateQueries({ queryKey: ['library'] });
    }
  };

  return { prompt, changePrompt, shuffle, stage, result, error, fieldErrors, photo, generate, tokens: me?.tokens };
}
