CREATE TABLE "safety_data_sheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"byte_size" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" uuid,
	CONSTRAINT "safety_data_sheets_size_ck" CHECK (byte_size between 1 and 5242880),
	CONSTRAINT "safety_data_sheets_file_name_ck" CHECK (length(file_name) between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "safety_data_sheets" ADD CONSTRAINT "safety_data_sheets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_data_sheets" ADD CONSTRAINT "safety_data_sheets_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "safety_data_sheets_product_idx" ON "safety_data_sheets" USING btree ("product_id","uploaded_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "safety_data_sheets_storage_key_uq" ON "safety_data_sheets" USING btree ("storage_key");