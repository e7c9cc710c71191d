CREATE TABLE "library_items" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"image_key" text NOT NULL,
	"full_key" text NOT NULL,
	"mockup_url" text,
	"name" text DEFAULT 'AI Artwork' NOT NULL,
	"saved" boolean DEFAULT false NOT NULL,
	"size" text,
	"template_id" text,
	"source_key" text,
	"prompt_original" text,
	"prompt_refined" text,
	"kind" text DEFAULT 'edit' NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"original_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "library_items" ADD CONSTRAINT "library_items_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_user_created_idx" ON "library_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "library_expiry_idx" ON "library_items" USING btree ("saved","expires_at");--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id","created_at");