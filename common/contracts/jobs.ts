import { z } from 'zod';

/**
 * Image work as durable jobs: the contract between the server (routes, worker, live events) and
 * the SPA (one generation hook). `POST /api/edit-image`, `/api/create-final-image` and
 * `/api/process-pet-photo` answer their spec'd body when the job is done; sent with the header
 * `Prefer: respond-async` they answer 202 with a `JobAccepted` (and `Location: /api/jobs/{id}`).
 */
export const jobKindSchema = z.enum(['edit', 'final', 'process']);
export type JobKind = z.infer<typeof jobKindSchema>;

/** Real stages of a job, in order; a job ends in exactly one of done or failed. */
export const jobStateSchema = z.enum(['queued', 'painting', 'saving', 'done', 'failed']);
export type JobState = z.infer<typeof jobStateSchema>;

export const jobResultSchema = z.object({ processedUrl: z.string(), libraryId: z.string().optional() });
export type JobResult = z.infer<typeof jobResultSchema>;

/** What `GET /api/jobs/{id}` returns to the job's owner, and what the live `job` event carries. */
export const jobViewSchema = z.object({
  id: z.string(),
  kind: jobKindSchema,
  state: jobStateSchema,
  /** 1-based place in the image queue while queued; null otherwise. */
  position: z.number().int().nullable(),
  result: jobResultSchema.nullable(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  createdAt: z.string(),
});
export type JobView = z.infer<typeof jobViewSchema>;

/** The 202 reply to a `Prefer: respond-async` request. */
export const jobAcceptedSchema = z.object({
  jobId: z.string(),
  state: jobStateSchema,
  position: z.number().int().nullable(),
});
export type JobAccepted = z.infer<typeof jobAcceptedSchema>;

/** `GET /api/jobs?active=1`: the caller's unfinished jobs (and ones finished in the last minutes), newest first. */
export const jobListSchema = z.object({ jobs: z.array(jobViewSchema) });

/** The live event topic on `GET /api/events` whose data is a `JobView`. */
export const JOB_EVENT_TOPIC = 'job';
