import type { Db } from '../../db/client.js';
import type { imageJobs } from '../../db/schema.js';
import type { Storage } from '../../adapters/storage/storage.port.js';
import type { AiPort } from '../../adapters/ai/ai.port.js';
import type { AppDeps } from '../../deps.js';
import type { ItemSize } from '../../../common/catalog.js';
import type { JobKind, JobView } from '../../../common/contracts/jobs.js';
import type { Recipe } from '../../../common/contracts/recipe.js';

/** Where a paid job's artwork will be stored: random keys chosen at submission, so a retry overwrites the same files. */
export type ArtworkKeys = { fullKey: string; imageKey: string };

/** What a job needs to run, stored on its row (the source is a storage key checked at submit). */
export type JobInput =
  | ({
      kind: 'edit';
      sourceKey: string;
      prompt: string;
      size?: ItemSize;
      templateId?: string;
      name: string;
      styleHint?: string;
      refine?: boolean;
      petName?: string;
      editing?: boolean;
      maskKey?: string;
      second?: SecondPet;
      /** An edit of a library portrait with a recipe: that recipe, changed by the prompt (the new portrait's). */
      recipe?: Recipe;
    } & Partial<ArtworkKeys>)
  | ({ kind: 'final'; sourceKey: string; petName: string; maskKey?: string } & Partial<ArtworkKeys>)
  | { kind: 'process'; sourceKey: string; maskKey?: string; second?: SecondPet };

/** A second pet's photo (and its corrected mask): painted beside the first in one portrait. */
export type SecondPet = { sourceKey: string; maskKey?: string };

/** What a worker needs: the database, files, the image model and the pixel pool. */
export type WorkDeps = {
  db: Db;
  storage: Storage;
  ai: AiPort;
  pool: AppDeps['jobs']['pool'];
  log?: { error: (o: object, m: string) => void };
};

export function toJobView(row: typeof imageJobs.$inferSelect, position: number | null): JobView {
  return {
    id: row.id,
    kind: row.kind as JobKind,
    state: row.state as JobView['state'],
    position,
    result: row.result ?? null,
    error: row.error ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
