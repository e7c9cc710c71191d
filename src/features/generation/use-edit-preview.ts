import { useEffect, useState } from 'react';
import type { EditPreview } from '../../../common/contracts/recipe';
import { previewEdit } from './api/preview-edit';

/** How long the words must rest before they are read: a call per pause, not per key. */
export const PREVIEW_DELAY_MS = 350;

/**
 * What the painter will draw for these words on this image, read as the customer types (debounced,
 * the previous read cancelled): `pending` while the words shown are not yet the ones read. Nothing is
 * read without an image or words; a failed read shows nothing (the edit itself still works).
 */
export function useEditPreview(imageUrl: string | null, prompt: string, delayMs = PREVIEW_DELAY_MS) {
  const text = prompt.trim();
  const [read, setRead] = useState<{ key: string; preview: EditPreview | null }>({ key: '', preview: null });
  const key = imageUrl && text ? `${imageUrl}\n${text}` : '';
  useEffect(() => {
    if (!key || !imageUrl) return;
    const ctrl = new AbortController();
    const timer = setTimeout(() => {
      previewEdit({ imageUrl, prompt: text }, ctrl.signal).then(
        (preview) => setRead({ key, preview }),
        () => {
          if (!ctrl.signal.aborted) setRead({ key, preview: null });
        },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [key, imageUrl, text, delayMs]);
  if (!key) return { preview: null, pending: false };
  return { preview: read.preview, pending: read.key !== key };
}
