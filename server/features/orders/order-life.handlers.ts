import type { AppDeps } from '../../deps.js';
import { LAB_QUEUE, PROOF_QUEUE, SUBMIT_FAILED_QUEUE, SUBMIT_QUEUE, approveWhenDue } from './order-life.service.js';
import { markSubmissionFailed, runLabStep, runSubmission } from './fulfilment.service.js';

/** The queues of an order's life after payment (created once, idempotent). */
export async function createOrderLifeQueues(engine: AppDeps['jobs']['engine']) {
  await engine.ensureQueue(SUBMIT_FAILED_QUEUE);
  await engine.ensureQueue(SUBMIT_QUEUE, { deadLetter: SUBMIT_FAILED_QUEUE });
  await engine.ensureQueue(PROOF_QUEUE);
  await engine.ensureQueue(LAB_QUEUE);
}

/** Workers: proof deadlines, submissions (and the ones that ran out of retries), local lab steps. */
export async function workOrderLifeQueues(deps: AppDeps) {
  const { engine } = deps.jobs;
  // Sends wake these workers; the poll only finds timers (deadlines, lab steps, retry delays): kept
  // slow so the embedded database's one connection is not kept busy by idle polls.
  await engine.work<{ orderId: string }>(PROOF_QUEUE, 1, (job) => approveWhenDue(deps, job.data.orderId), 10);
  await engine.work<{ orderId: string }>(SUBMIT_QUEUE, 1, (job) => runSubmission(deps, job.data.orderId), 2);
  await engine.work<{ orderId: string }>(
    SUBMIT_FAILED_QUEUE,
    1,
    (job) => markSubmissionFailed(deps, job.data.orderId),
    5,
  );
  await engine.work<{ orderId: string; step: 'shipped' | 'delivered' }>(
    LAB_QUEUE,
    1,
    (job) => runLabStep(deps, job.data),
    1,
  );
}
