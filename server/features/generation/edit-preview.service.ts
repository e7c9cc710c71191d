import type { Db } from '../../db/client.js';
import type { Storage } from '../../adapters/storage/storage.port.js';
import type { EditPreview } from '../../../common/contracts/recipe.js';
import { editRecipe, promptChanges, summariseEdit } from '../../painter/index.js';
import { getTemplateWithStyle } from '../templates/templates.service.js';
import { libraryRecipe } from './portrait-recipe.js';

export type PreviewDeps = { db: Db; storage: Storage; aiKind: 'local' | 'openai' };

/**
 * POST /api/edit-image/preview: what an edit of this image would draw and which words were not
 * understood, read as the customer types. Read-only: no token, no job, no file read; an image that is
 * not the caller's library portrait is read as a photo (so nothing about other files is revealed).
 */
export async function previewEdit(
  deps: PreviewDeps,
  input: { userId: string; imageUrl: string; prompt: string; templateId?: string },
): Promise<EditPreview> {
  const key = /^[0-9a-f-]{36}$/i.test(input.imageUrl) ? null : deps.storage.keyFromUrl(input.imageUrl);
  const item = key?.startsWith('library/') ? await libraryRecipe(deps.db, input.userId, key) : null;
  const model = deps.aiKind === 'openai';
  if (item?.recipe) {
    const { changes, notUnderstood } = editRecipe(item.recipe, input.prompt);
    return {
      basis: model ? 'model' : 'recipe',
      changes,
      notUnderstood,
      summary: summariseEdit(changes, notUnderstood),
    };
  }
  const template = !item && input.templateId ? await getTemplateWithStyle(deps.db, input.templateId) : null;
  const { changes, notUnderstood } = promptChanges(input.prompt, template?.style ?? undefined);
  return {
    basis: model ? 'model' : item ? 'pixels' : 'photo',
    changes,
    notUnderstood,
    summary: summariseEdit(changes, notUnderstood),
  };
}
