import { useRef, useState } from 'react';
import toast from '../../lib/toast';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { errorMessage, isForbidden, UNAUTHORIZED } from './admin-desk';
import { createTemplate } from './api/create-template';
import { generateTemplate } from './api/generate-template';
import { getReferencePet } from './api/get-reference-pet';
import { requestMockup } from './api/request-mockup';

/** Toasts on the creative screens stay 6 seconds (docs/spec/shop.md §9). */
export const ADMIN_TOAST = { duration: 6000 };

export const ADMIN_MESSAGES = {
  noPrompt: 'Please enter a prompt to generate the template.',
  generated: 'Template generated successfully! Generating mockup...',
  mockupOk: 'Mockup generated successfully!',
  mockupFailed: 'Failed to get mockup URL.',
  uploaded: 'Template uploaded to database successfully!',
} as const;

export type Draft = {
  name: string;
  short: string;
  description: string;
  /** The painted portrait: what the template card shows. */
  imageUrl: string;
  /** The framed mockup that replaces the preview image, when the mockup call worked. */
  mockupUrl: string | null;
  referenceUrl: string;
  /** The prompt the draft was painted from. */
  prompt: string;
};

export type Phase = 'idle' | 'generating' | 'mockup' | 'ready' | 'uploading';
/** A field's message, said at the field (not in a toast over the form). */
export type AuthorErrors = Partial<Record<'prompt' | 'name' | 'description', string>>;

/**
 * Admin authoring (docs/spec/shop.md §4): prompt -> Generate (a random reference pet, generate-template) ->
 * preview with name and description -> the mockup replaces the image -> upload -> form reset.
 */
export function useTemplateAuthor() {
  const queryClient = useQueryClient();
  const [prompt, setPrompt] = useState('');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [errors, setErrors] = useState<AuthorErrors>({});
  const run = useRef(0);

  const reset = () => {
    run.current++;
    setPrompt('');
    setDraft(null);
    setPhase('idle');
    setErrors({});
  };

  const generate = async () => {
    const text = prompt.trim();
    if (!text) return setErrors({ prompt: ADMIN_MESSAGES.noPrompt });
    setErrors({});
    const mine = ++run.current;
    setPhase('generating');
    setDraft(null);
    let made: Draft;
    try {
      const referenceUrl = await getReferencePet();
      const result = await generateTemplate(text, referenceUrl);
      if (mine !== run.current) return;
      made = {
        name: result.name,
        short: result.short,
        description: result.description,
        imageUrl: result.imageUrl,
        mockupUrl: null,
        referenceUrl,
        prompt: text,
      };
      setDraft(made);
      toast.success(ADMIN_MESSAGES.generated, ADMIN_TOAST);
    } catch (err) {
      if (mine !== run.current) return;
      // 404 'No images found in dog_cat folder.', 403 'Unauthorized access.', 400 blank prompt, 502 painter.
      toast.error(errorMessage(err, 'Failed to generate the template.'), ADMIN_TOAST);
      setPhase('idle');
      return;
    }
    setPhase('mockup');
    try {
      const mockupUrl = await requestMockup(made.imageUrl);
      if (mine !== run.current) return;
      if (mockupUrl) {
        setDraft((d) => (d ? { ...d, mockupUrl } : d));
        toast.success(ADMIN_MESSAGES.mockupOk, ADMIN_TOAST);
      } else {
        toast.error(ADMIN_MESSAGES.mockupFailed, ADMIN_TOAST);
      }
    } catch (err) {
      if (mine !== run.current) return;
      toast.error(isForbidden(err) ? UNAUTHORIZED : ADMIN_MESSAGES.mockupFailed, ADMIN_TOAST);
    }
    setPhase('ready');
  };

  const upload = async () => {
    if (!draft || phase === 'uploading') return;
    const name = draft.name.trim();
    const description = draft.description.trim();
    if (!name || !description) {
      return setErrors({
        ...(name ? {} : { name: 'Please give the template a name.' }),
        ...(description ? {} : { description: 'Please give the template a description.' }),
      });
    }
    const mine = ++run.current;
    setPhase('uploading');
    try {
      await createTemplate({ name, description, prompt: draft.prompt, image: draft.imageUrl });
      if (mine !== run.current) return;
      toast.success(ADMIN_MESSAGES.uploaded, ADMIN_TOAST);
      void queryClient.invalidateQueries({ queryKey: queryKeys.templates.all });
      reset();
    } catch (err) {
      if (mine !== run.current) return;
      toast.error(isForbidden(err) ? UNAUTHORIZED : `Failed to upload template: ${errorMessage(err)}`, ADMIN_TOAST);
      setPhase('ready');
    }
  };

  const editDraft = (patch: Partial<Pick<Draft, 'name' | 'description'>>) => {
    setDraft((d) => (d ? { ...d, ...patch } : d));
    // A field's message goes once the field is filled in.
    setErrors((e) => {
      const next = { ...e };
      for (const [k, v] of Object.entries(patch)) if (v.trim()) delete next[k as keyof AuthorErrors];
      return next;
    });
  };
  const editPrompt = (next: string) => {
    setPrompt(next);
    if (next.trim()) setErrors(({ prompt: _filled, ...rest }) => rest);
  };

  return {
    prompt,
    setPrompt: editPrompt,
    errors,
    draft,
    phase,
    busy: phase !== 'idle' && phase !== 'ready',
    generate,
    upload,
    reset,
    editDraft,
  };
}
