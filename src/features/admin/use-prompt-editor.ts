import { useEffect, useRef, useState } from 'react';
import toast from '../../lib/toast';
import type { Template } from '../../../common/contracts/templates';
import { errorMessage } from './admin-desk';
import { generateTemplate } from './api/generate-template';
import { getReferencePet } from './api/get-reference-pet';
import { useTemplateActions } from './use-admin-templates';
import { ADMIN_MESSAGES, ADMIN_TOAST } from './use-template-author';

/**
 * /template-prompt: edit one template's prompt; optionally repaint its preview from a random
 * reference pet with the new prompt and save that image with it.
 */
export function usePromptEditor(template: Template | undefined) {
  const actions = useTemplateActions();
  const [prompt, setPrompt] = useState('');
  const [newImage, setNewImage] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  const [saving, setSaving] = useState(false);
  // Said at the prompt field, not in a toast over the form.
  const [promptError, setPromptError] = useState<string | null>(null);
  const run = useRef(0);

  // A different template (or a saved change arriving live) starts the form again from the server's copy.
  useEffect(() => {
    run.current++;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the server's copy changed (another template, or a save arriving live)
    setPrompt(template?.prompt ?? '');
    setNewImage(null);
    setGenerating(false);
    setPromptError(null);
  }, [template?.id, template?.prompt, template?.image]);

  const dirty = Boolean(template) && (prompt.trim() !== template?.prompt || newImage !== null);

  const regenerate = async () => {
    const text = prompt.trim();
    if (!text) return setPromptError(ADMIN_MESSAGES.noPrompt);
    const mine = ++run.current;
    setGenerating(true);
    try {
      const reference = await getReferencePet();
      const result = await generateTemplate(text, reference, template?.id);
      if (mine !== run.current) return;
      setNewImage(result.imageUrl);
      toast.success('New preview generated. Save to use it.', ADMIN_TOAST);
    } catch (err) {
      if (mine === run.current) toast.error(errorMessage(err, 'Failed to generate the template.'), ADMIN_TOAST);
    } finally {
      if (mine === run.current) setGenerating(false);
    }
  };

  const save = async () => {
    if (!template || saving) return;
    const text = prompt.trim();
    if (!text) return setPromptError(ADMIN_MESSAGES.noPrompt);
    setSaving(true);
    const ok = await actions.save(
      template.id,
      { prompt: text, ...(newImage ? { image: newImage } : {}) },
      `Prompt of '${template.name}' saved.`,
    );
    setSaving(false);
    if (ok) setNewImage(null);
  };

  const revert = () => {
    run.current++;
    setPrompt(template?.prompt ?? '');
    setNewImage(null);
    setGenerating(false);
  };

  return {
    prompt,
    setPrompt: (next: string) => {
      setPrompt(next);
      if (next.trim()) setPromptError(null);
    },
    promptError,
    newImage,
    discardImage: () => setNewImage(null),
    generating,
    saving,
    dirty,
    regenerate,
    save,
    revert,
  };
}
