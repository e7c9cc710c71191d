import type { JobAccepted, JobKind, JobView } from '../../../common/contracts/jobs';

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
