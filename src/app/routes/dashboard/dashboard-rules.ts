import type { Template } from '../../../../common/contracts/templates';

export const DASHBOARD_MESSAGES = {
  photo: 'Please upload a pet photo',
  style: 'Please select a template or enter a custom prompt',
} as const;

/** The server's prompt limit. */
export const CUSTOM_PROMPT_MAX = 2000;

/** The upload/style screen's checks (docs/spec/shop.md §5): a photo, then a style or a custom prompt. */
export function dashboardProblem(
  hasPhoto: boolean,
  template: Template | undefined,
  customPrompt: string,
): keyof typeof DASHBOARD_MESSAGES | null {
  if (!hasPhoto) return 'photo';
  if (!template && !customPrompt.trim()) return 'style';
  return null;
}

/** A custom prompt wins over the template's; the template still names the style. */
export function promptFor(
  template: Template | undefined,
  customPrompt: string,
): { prompt: string; templateId?: string } {
  const custom = customPrompt.trim().slice(0, CUSTOM_PROMPT_MAX);
  return { prompt: custom || template?.prompt || '', templateId: template?.id };
}
