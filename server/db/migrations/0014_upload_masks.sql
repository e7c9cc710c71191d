ALTER TABLE "uploads" ADD COLUMN "mask_key" text;
