ALTER TABLE "orders" ADD COLUMN "purchase_order_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gst_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_purchase_order_ck" CHECK (char_length("orders"."purchase_order_number") <= 35 and char_length("orders"."gst_number") = 15);