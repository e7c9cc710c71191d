ALTER TABLE "image_jobs" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "image_jobs_user_idempotency_idx" ON "image_jobs" USING btree ("user_id","idempotency_key");