ALTER TABLE "products" ADD COLUMN "ghs" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_ghs_ck" CHECK (jsonb_typeof("products"."ghs") = 'object');