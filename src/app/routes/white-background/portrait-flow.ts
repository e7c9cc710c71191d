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

export type PortraitErrors = { photo?: string; petName?: string; secondPetName?: string };

export const NAME_REQUIRED = "Please enter your pet's name.";

/** What the lettering cannot print in a name as typed (issue 27; said while typing, issue 34); a blank name is no problem yet. */
export const typedNameProblem = (name: string) =>
  name.trim() ? (petNameProblem(name.trim()) ?? undefined) : undefined;

/**
 * docs/spec/shop.md §5: 'Please upload a pet image.' and "Please enter your pet's name." (trimmed); then what the
 * lettering cannot print (issue 27), in either pet's name.
 */
export function validatePortrait(input: {
  hasPhoto: boolean;
  petName: string;
  secondPetName?: string;
}): PortraitErrors {
  return {
    photo: input.hasPhoto ? undefined : 'Please upload a pet image.',
    petName: input.petName.trim() ? typedNameProblem(input.petName) : NAME_REQUIRED,
    secondPetName: typedNameProblem(input.secondPetName ?? ''),
  };
}
