CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"financial_year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year"),
	CONSTRAINT "document_counters_last_number_ck" CHECK ("document_counters"."last_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"document" jsonb NOT NULL,
	CONSTRAINT "tax_documents_number_uq" UNIQUE("number"),
	CONSTRAINT "tax_documents_order_kind_uq" UNIQUE("order_id","kind"),
	CONSTRAINT "tax_documents_kind_ck" CHECK (kind in ('invoice', 'credit-note'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text DEFAULT '9027' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate_percent" integer DEFAULT 18 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "gst_rate_percent" integer;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_documents_issued_at_idx" ON "tax_documents" USING btree ("issued_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hsn_code_ck" CHECK ("products"."hsn_code" ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate_ck" CHECK (gst_rate_percent in (0, 5, 12, 18, 28));