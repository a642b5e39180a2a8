CREATE TABLE "quote_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid,
	"variant_id" uuid,
	"product_name" text NOT NULL,
	"variant_name" text,
	"sku" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"list_price_paise" bigint NOT NULL,
	"unit_price_paise" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_lines_quantity_ck" CHECK ("quote_lines"."quantity" > 0),
	CONSTRAINT "quote_lines_money_ck" CHECK ("quote_lines"."list_price_paise" >= 0 and ("quote_lines"."unit_price_paise" is null or "quote_lines"."unit_price_paise" > 0))
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "quotes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text GENERATED ALWAYS AS ('Q-' || lpad(seq::text, 6, '0')) STORED NOT NULL,
	"user_id" uuid NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"gst_number" text,
	"delivery_charge_paise" bigint,
	"valid_until" timestamp with time zone,
	"quoted_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_state_ck" CHECK (state in ('requested', 'quoted', 'accepted', 'declined')),
	CONSTRAINT "quotes_money_ck" CHECK ("quotes"."delivery_charge_paise" >= 0),
	CONSTRAINT "quotes_text_ck" CHECK (char_length("quotes"."note") <= 1000 and char_length("quotes"."company") <= 120)
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_kind_ck";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_number" text;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_lines_quote_id_idx" ON "quote_lines" USING btree ("quote_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_number_uq" ON "quotes" USING btree ("number");--> statement-breakpoint
CREATE INDEX "quotes_user_created_idx" ON "quotes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_state_created_idx" ON "quotes" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "quotes_order_id_idx" ON "quotes" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_kind_ck" CHECK (kind in ('product', 'category', 'banner', 'order-status', 'refund', 'return', 'stock-adjustment', 'import', 'quote'));