CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_variants" DROP CONSTRAINT "product_variants_stock_ck";
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_stock_ck";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_state_ck";
--> statement-breakpoint
ALTER TABLE "product_variants" ALTER COLUMN "selling_price_paise" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "mrp_paise" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "selling_price_paise" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "delivery_charge_paise" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "unit_price_paise" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "delivery_charge_paise" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "amount_paid_paise" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal_paise" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "delivery_charge_paise" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_amount_paise" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_paise" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "simulator_payments" ALTER COLUMN "amount_paise" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "signup_requested_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "hsn_code" text DEFAULT '9027' NOT NULL;
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "gst_rate_percent" integer DEFAULT 18 NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checkout_key" text;
--> statement-breakpoint
ALTER TABLE "tax_documents" ADD COLUMN "pdf" "bytea";
--> statement-breakpoint
ALTER TABLE "tax_documents" ADD COLUMN "pdf_sha256" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_checkout_uq" ON "orders" USING btree ("user_id","checkout_key") WHERE "orders"."payment_status" = 'PENDING' and "orders"."checkout_key" is not null;
--> statement-breakpoint
CREATE INDEX "orders_user_pending_idx" ON "orders" USING btree ("user_id") WHERE "orders"."payment_status" = 'PENDING';
--> statement-breakpoint
CREATE INDEX "payments_expired_idx" ON "payments" USING btree ("expires_at") WHERE "payments"."state" = 'EXPIRED';
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_hsn_code_ck" CHECK ("categories"."hsn_code" ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$');
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_gst_rate_ck" CHECK (gst_rate_percent in (0, 5, 12, 18, 28));
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_state_ck" CHECK (state in ('PENDING', 'SUCCESS', 'FAILED', 'EXPIRED', 'REFUND_DUE'));
--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "on_hand" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "reserved" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "on_hand" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reserved" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Stock splits into what is on the shelf (on_hand) and what unpaid checkouts hold of it
-- (reserved). Until now a reservation was taken straight off "stock", so the units of every
-- unpaid order whose stock has not gone back are added to on_hand and counted as reserved.
UPDATE "products" SET "on_hand" = "stock";
--> statement-breakpoint
UPDATE "product_variants" SET "on_hand" = "stock";
--> statement-breakpoint
WITH held AS (
  SELECT l."product_id", sum(l."quantity")::integer AS q
  FROM "order_lines" l JOIN "orders" o ON o."id" = l."order_id"
  WHERE o."payment_status" = 'PENDING' AND o."stock_returned_at" IS NULL
    AND l."variant_id" IS NULL AND l."variant_name" IS NULL AND l."product_id" IS NOT NULL
  GROUP BY l."product_id"
)
UPDATE "products" p SET "on_hand" = p."on_hand" + held.q, "reserved" = held.q
FROM held WHERE held."product_id" = p."id";
--> statement-breakpoint
WITH held AS (
  SELECT l."variant_id", sum(l."quantity")::integer AS q
  FROM "order_lines" l JOIN "orders" o ON o."id" = l."order_id"
  WHERE o."payment_status" = 'PENDING' AND o."stock_returned_at" IS NULL
    AND l."variant_id" IS NOT NULL
  GROUP BY l."variant_id"
)
UPDATE "product_variants" v SET "on_hand" = v."on_hand" + held.q, "reserved" = held.q
FROM held WHERE held."variant_id" = v."id";
--> statement-breakpoint
-- A category's GST defaults start as what most of its products already carry.
UPDATE "categories" c SET "hsn_code" = m."hsn_code", "gst_rate_percent" = m."gst_rate_percent"
FROM (
  SELECT DISTINCT ON ("category_id") "category_id", "hsn_code", "gst_rate_percent"
  FROM "products" GROUP BY 1, 2, 3 ORDER BY "category_id", count(*) DESC
) m WHERE m."category_id" = c."id";
--> statement-breakpoint
ALTER TABLE "product_variants" ALTER COLUMN "stock" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "stock" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "product_variants" drop column "stock";
--> statement-breakpoint
ALTER TABLE "products" drop column "stock";
--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "stock" integer GENERATED ALWAYS AS (on_hand - reserved) STORED NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock" integer GENERATED ALWAYS AS (on_hand - reserved) STORED NOT NULL;
--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_stock_ck" CHECK ("product_variants"."reserved" >= 0 and "product_variants"."on_hand" >= "product_variants"."reserved");
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_ck" CHECK ("products"."reserved" >= 0 and "products"."on_hand" >= "products"."reserved");
