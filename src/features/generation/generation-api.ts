import { api } from '../../lib/api-client';
import type { ItemSize } from '../../../common/catalog';
import type { JobAccepted, JobKind, JobView } from '../../../common/contracts/jobs';

export type EditImageRequest = {
  imageUrl: string;
  prompt: string;
  size?: ItemSize;
  uid: string | null;
  templateId?: string;
  refine?: boolean;
  petName?: string;
  /** A second pet's photo: both are painted side by side in one portrait, for the same token. */
  secondImageUrl?: string;
};

/** Asks the server to answer 202 with a job id at once instead of holding the request open. */
const ASYNC = { Prefer: 'respond-async' };

type SyncAnswer = { processedUrl: string; libraryId?: string };

/**
 * A submitted job as a JobView. A server that ignores `Prefer: respond-async` answers the spec's
 * body when the work is done: that is a job that is already done.
 */
export function submittedView(kind: JobKind, answer: JobAccepted | SyncAnswer, now = new Date()): JobView {
  const createdAt = now.toISOString();
  if ('jobId' in answer)
    return {
      id: answer.jobId,
      kind,
      state: answer.state,
      position: answer.position,
      result: null,
      error: null,
      createdAt,
    };
  return {
    id: '',
    kind,
    state: 'done',
    position: null,
    result: { processedUrl: answer.processedUrl, libraryId: answer.libraryId },
    error: null,
    createdAt,
  };
}

async function submit(kind: JobKind, path: string, body: unknown, idempotencyKey?: string): Promise<JobView> {
  const headers = idempotencyKey ? { ...ASYNC, 'Idempotency-Key': idempotencyKey } : ASYNC;
  return submittedView(
    kind,
    await api(path, { reply: kind === 'process' ? 'processedOrJob' : 'artworkOrJob', body, headers }),
  );
}

/** 1 token (403 INSUFFICIENT_TOKENS when the balance is 0); the job paints from the prompt. */
export const submitEditImage = (body: EditImageRequest) => submit('edit', '/api/edit-image', body);
/** Background removal (free); its result feeds `submitFinalImage`. */
export const submitProcessPetPhoto = (imageUrl: string, secondImageUrl?: string) =>
  submit('process', '/api/process-pet-photo', { imageUrl, secondImageUrl });
/**
 * 1 token: the white-background portrait lettered with the pet's name. Keyed by its cut-out, so
 * sending it again for the same cut-out (a reload mid-request) answers with the same job.
 */
export const submitFinalImage = (body: {
  imageUrl: string;
  petName: string;
  secondPetName?: string;
  uid: string | null;
}) =>
  submit(
    'final',
    '/api/create-final-image',
    body,
    `final:${new URL(body.imageUrl, 'http://x').pathname}`.slice(0, 255),
  );

/** A job's stage and result (its owner only; 404 otherwise). */
export const fetchJob = (id: string, signal?: AbortSignal) =>
  api(`/api/jobs/${encodeURIComponent(id)}`, { reply: 'job', signal });
/** The caller's unfinished jobs and those finished in the last minutes, newest first. */
export const fetchActiveJobs = async () => (await api('/api/jobs?active=1', { reply: 'jobs' })).jobs ?? [];
