import { EDIT_PROMPTS } from '../../../common/edit-prompts';

/** A random prompt other than `current` (when there is more than one to choose from). */
export function randomPrompt(current?: string, random: () => number = Math.random): string {
  const pool = EDIT_PROMPTS.length > 1 && current ? EDIT_PROMPTS.filter((p) => p !== current) : EDIT_PROMPTS;
  return pool[Math.floor(random() * pool.length) % pool.length]!;
}
