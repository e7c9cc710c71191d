import type { FrameColor, FrameSize } from '../../../common/catalog';

/** The framing wizard's four steps (spec: Framing wizard). */
export const WIZARD_STEPS = ['Choose Size', 'Choose Color', 'Generate Mockups', 'Review & Purchase'] as const;
export type WizardStep = 1 | 2 | 3 | 4;

export const MISSING_MOCKUP_INPUT = 'Missing image, size, or color for mockup generation.';
export const COMPOSE_FAILED = 'Failed to compose framed image';

/** Back goes from 2 to 1, from 3 to 2 and from 4 to 3; step 1 has no Back. */
export function previousStep(step: WizardStep): WizardStep | null {
  return step === 1 ? null : ((step - 1) as WizardStep);
}

/** Next needs a size on step 1 and a colour on step 2. */
export function canGoNext(step: WizardStep, size: FrameSize | null, color: FrameColor | null): boolean {
  if (step === 1) return size !== null;
  if (step === 2) return size !== null && color !== null;
  return false;
}

/** The request, or the spec's message when something is missing. */
export function mockupRequest(
  imageUrl: string | null,
  size: FrameSize | null,
  color: FrameColor | null,
): { ok: false; error: string } | { ok: true; request: { imageUrl: string; size: FrameSize; color: FrameColor } } {
  if (!imageUrl || !size || !color) return { ok: false, error: MISSING_MOCKUP_INPUT };
  return { ok: true, request: { imageUrl, size, color } };
}

/** The text to show for a failed compose: the server's own words when it gave any. */
export function composeErrorText(err: unknown): string {
  const message = err instanceof Error ? err.message.trim() : '';
  return message || COMPOSE_FAILED;
}
