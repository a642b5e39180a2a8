CREATE TABLE "simulator_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_order_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"redirect_url" text NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulator_payments_merchant_order_id_uq" UNIQUE("merchant_order_id"),
	CONSTRAINT "simulator_payments_state_ck" CHECK (state in ('PENDING', 'COMPLETED', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "ordered_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "ordered_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "is_from_cart" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "expires_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_pending_expires_idx" ON "payments" USING btree ("expires_at") WHERE "payments"."state" = 'PENDING';