import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useMe } from '../account/use-me';
import { createFinalImage, processPetPhoto } from '../generation/generation-api';
import { CREATIVE_TOAST, errorStatus } from '../editor/edit-errors';
import { usePhotoUpload } from '../editor/use-photo-upload';
import { stepFailureToast, validatePortrait, type PortraitErrors, type PortraitStep } from './portrait-flow';

export type PortraitResult = { processedUrl: string; libraryId: string };

/** Upload -> background removal -> white-background portrait with the pet's name (spec §7). */
export function useWhitePortrait() {
  const { me } = useMe();
  const queryClient = useQueryClient();
  const [petName, setPetNameRaw] = useState('');
  const [step, setStep] = useState<PortraitStep | null>(null);
  const [result, setResult] = useState<PortraitResult | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [fieldErrors, setFieldErrors] = useState<PortraitErrors>({});
  const photo = usePhotoUpload(() => {
    setResult(null);
    setFailure(null);
    setFieldErrors((e) => ({ ...e, photo: undefined }));
  });

  const setPetName = (name: string) => {
    setPetNameRaw(name);
    if (name.trim()) setFieldErrors((e) => ({ ...e, petName: undefined }));
  };

  const generate = async (): Promise<boolean> => {
    const errors = validatePortrait({ hasPhoto: Boolean(photo.file), petName });
    setFieldErrors(errors);
    if (errors.photo || errors.petName) return false;
    setResult(null);
    setFailure(null);
    let current: PortraitStep = 'upload';
    try {
      setStep(current);
      const upload = await photo.ensureUploaded();
      setStep((current = 'background'));
      const { processedUrl } = await processPetPhoto(upload.url);
      setStep((current = 'lettering'));
      const portrait = await createFinalImage({ imageUrl: processedUrl, petName: petName.trim(), uid: me?.id ?? null });
      setResult(portrait);
      toast.success('Portrait generated!', CREATIVE_TOAST);
      return true;
    } catch (err) {
      const own = stepFailureToast(current, errorStatus(err));
      if (own) toast.error(own, CREATIVE_TOAST);
      toast.error('Failed to generate portrait.', CREATIVE_TOAST);
      setFailure(err);
      return false;
    } finally {
      setStep(null);
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      void queryClient.invalidateQueries({ queryKey: ['library'] });
    }
  };

  return { petName, setPetName, step, result, failure, fieldErrors, photo, generate, tokens: me?.tokens };
}
