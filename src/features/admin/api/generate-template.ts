import { request } from '../../../lib/api-client';

/**
 * A template's prompt and sample image painted from the admin's prompt and a reference pet; with a
 * template's id, the sample is painted in that template's style (a re-preview).
 */
export const generateTemplate = (userPrompt: string, referenceImageUrl: string, templateId?: string) =>
  request('POST /api/generate-template', {
    body: { userPrompt, referenceImageUrl, ...(templateId ? { templateId } : {}) },
  });
