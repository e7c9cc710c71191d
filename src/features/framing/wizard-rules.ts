import type { FrameColor, FrameSize } from '../../../common/catalog';

/** The framing wizard's four steps (docs/spec/shop.md §2, Framing wizard). */
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

export type WizardChoices = { step: WizardStep; size: FrameSize | null; color: FrameColor | null };

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  (list as readonly (string | null)[]).includes(value) ? (value as T) : null;

/**
 * The wizard's place kept in the address (?size=&color=&step=), so a reload or a new tab comes back to
 * it. A step is only as far as its choices allow (step 2 needs a size, 3 and 4 a colour too).
 */
export function wizardFromParams(
  params: URLSearchParams,
  sizes: readonly FrameSize[],
  colors: readonly FrameColor[],
): WizardChoices {
  const size = oneOf(sizes, params.get('size'));
  const color = size ? oneOf(colors, params.get('color')) : null;
  const wanted = Number(params.get('step'));
  const furthest: WizardStep = !size ? 1 : !color ? 2 : 4;
  const step = (Number.isInteger(wanted) && wanted >= 1 ? Math.min(wanted, furthest) : 1) as WizardStep;
  return { step, size, color };
}
