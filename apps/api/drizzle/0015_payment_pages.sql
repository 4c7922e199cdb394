ALTER TABLE "orders" ADD COLUMN "gateway_closed_at" timestamp with time zone;--> statement-breakpoint
-- Orders closed before: their payment pages have expired at the gateway by now.
UPDATE "orders" SET "gateway_closed_at" = "updated_at" WHERE "gateway_order_id" IS NOT NULL AND "status" IN ('CANCELLED', 'RETURNED');
