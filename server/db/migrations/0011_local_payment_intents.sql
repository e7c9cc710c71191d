CREATE TABLE "local_payment_intents" (
	"provider_ref" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"client_secret" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_payment_intents_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE INDEX "local_payment_intents_created_idx" ON "local_payment_intents" USING btree ("created_at");
--> statement-breakpoint
CREATE TABLE "local_refunds" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"refund_id" text NOT NULL,
	"provider_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
