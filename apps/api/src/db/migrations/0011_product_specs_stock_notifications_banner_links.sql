CREATE TABLE "stock_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "specs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "headline" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "subtitle" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "link_type" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "link_target" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_notifications" ADD CONSTRAINT "stock_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_notifications" ADD CONSTRAINT "stock_notifications_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_notifications_open_uq" ON "stock_notifications" USING btree ("user_id","product_id") WHERE "stock_notifications"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "stock_notifications_product_open_idx" ON "stock_notifications" USING btree ("product_id") WHERE "stock_notifications"."notified_at" is null;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_link_type_ck" CHECK (link_type in ('none', 'category', 'product', 'url'));