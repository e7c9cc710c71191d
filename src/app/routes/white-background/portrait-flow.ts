/** The portrait page's steps, in order: the photo is uploaded, cut out, then lettered (1 token). */
export type PortraitStep = 'upload' | 'background' | 'lettering';

export const STEP_LABEL: Record<PortraitStep, string> = {
  upload: 'Uploading your photo...',
  background: 'Removing the background...',
  lettering: 'Placing your pet on white and adding the name...',
};

/** A failed step's own toast (docs/spec/shop.md §8), before the generic 'Failed to generate portrait.'. */
export function stepFailureToast(step: PortraitStep, status: number): string | null {
  if (step === 'background') return `BG remove failed (${status})`;
  if (step === 'lettering') return `Finalization failed (${status})`;
  return null;
}

import { petNameProblem } from '../../../../common/contracts/lettering';

export type PortraitErrors = { photo?: string; petName?: string };

/**
 * docs/spec/shop.md §5: 'Please upload a pet image.' and "Please enter your pet's name." (trimmed); then what the
 * lettering cannot print (issue 27).
 */
export function validatePortrait(input: { hasPhoto: boolean; petName: string }): PortraitErrors {
  return {
    photo: input.hasPhoto ? undefined : 'Please upload a pet image.',
    petName: input.petName.trim()
      ? (petNameProblem(input.petName.trim()) ?? undefined)
      : "Please enter your pet's name.",
  };
}
