CREATE TABLE "order_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "charges_taxable_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "charges_tax_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "charges_gst_rate_percent" real;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "charges_tax_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_invoices_order_idx" ON "order_invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_invoices_issued_idx" ON "order_invoices" USING btree ("issued_at");--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_order_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."order_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each order's invoice so far is its first in order_invoices, and every credit note credits it.
INSERT INTO "order_invoices" ("order_id", "number", "issued_at")
SELECT "id", "invoice_number", coalesce("invoice_issued_at", "created_at") FROM "orders"
WHERE "invoice_number" IS NOT NULL ORDER BY "invoice_issued_at", "id";--> statement-breakpoint
-- (A credit note is only ever issued against an invoiced order.)
UPDATE "credit_notes" SET "invoice_id" = i."id" FROM "order_invoices" i WHERE i."order_id" = "credit_notes"."order_id";--> statement-breakpoint
ALTER TABLE "credit_notes" ALTER COLUMN "invoice_id" SET NOT NULL;--> statement-breakpoint
-- A 'gst' order's shipping was taxed inside at its highest line rate; its cash-on-delivery fee was not.
UPDATE "orders" o SET
  "charges_gst_rate_percent" = r."rate",
  "charges_tax_paise" = o."shipping_paise" - round((o."shipping_paise" * 100)::numeric / (100 + r."rate"::numeric))::integer
FROM (SELECT "order_id", max("gst_rate_percent") AS "rate" FROM "order_items" GROUP BY "order_id") r
WHERE r."order_id" = o."id" AND o."tax_mode" = 'gst' AND o."shipping_paise" > 0 AND r."rate" IS NOT NULL;
--> statement-breakpoint
-- A full credit note took all of the invoice's tax left, its shipping's included, while crediting the lines only: that tax was the charges'.
UPDATE "credit_notes" n SET "charges_tax_paise" = greatest(0, n."cgst_paise" + n."sgst_paise" + n."igst_paise"
  - coalesce((SELECT sum((l->>'taxPaise')::integer) FROM jsonb_array_elements(n."lines") l), 0));
