import { request } from '../../../lib/api-client';

/** A template's prompt and sample image painted from the admin's prompt and a reference pet. */
export const generateTemplate = (userPrompt: string, referenceImageUrl: string) =>
  request('POST /api/generate-template', { body: { userPrompt, referenceImageUrl } });
