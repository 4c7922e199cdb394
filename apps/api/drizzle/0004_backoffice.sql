ALTER TYPE "public"."payment_method" ADD VALUE 'UPI';--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"owner_id" integer NOT NULL,
	"source_user_id" integer,
	"level" integer NOT NULL,
	"value_paise" integer NOT NULL,
	"min_order_paise" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"spent_order_id" integer,
	"spent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_one_per_signup" UNIQUE("owner_id","source_user_id"),
	CONSTRAINT "coupons_level_range" CHECK ("coupons"."level" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_variants_key" UNIQUE("product_id","size","color"),
	CONSTRAINT "product_variants_stock_not_negative" CHECK ("product_variants"."stock_quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "image_colors" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_source_user_id_users_id_fk" FOREIGN KEY ("source_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_spent_order_id_orders_id_fk" FOREIGN KEY ("spent_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupons_owner_idx" ON "coupons" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "product_variants_in_stock_idx" ON "product_variants" USING btree ("size","color","product_id") WHERE "product_variants"."stock_quantity" > 0;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."sent_at" is null;--> statement-breakpoint
-- Mail already in the outbox was sent, or kept, before it became a queue: never send it again.
UPDATE "outbox" SET "sent_at" = "created_at";--> statement-breakpoint
-- Every product's stock becomes stock per variant: every size × colour it lists (or one
-- variant when it lists none), its stock shared out evenly, the remainder on the first.
INSERT INTO "product_variants" ("product_id", "size", "color", "stock_quantity")
SELECT p."id", s."size", c."color",
  p."stock_quantity" / (greatest(cardinality(p."sizes"), 1) * greatest(cardinality(p."colors"), 1))
  + CASE WHEN s."i" = 1 AND c."j" = 1 THEN p."stock_quantity" % (greatest(cardinality(p."sizes"), 1) * greatest(cardinality(p."colors"), 1)) ELSE 0 END
FROM "products" p
CROSS JOIN LATERAL unnest(CASE WHEN cardinality(p."sizes") = 0 THEN ARRAY['']::text[] ELSE p."sizes" END) WITH ORDINALITY AS s("size", "i")
CROSS JOIN LATERAL unnest(CASE WHEN cardinality(p."colors") = 0 THEN ARRAY['']::text[] ELSE p."colors" END) WITH ORDINALITY AS c("color", "j");--> statement-breakpoint
-- The product's stock is the sum of its variants' from now on, kept by this trigger (by the
-- change, so that concurrent changes to two variants of one product both count).
CREATE FUNCTION "product_stock_from_variants"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "products" SET "stock_quantity" = "stock_quantity" + NEW."stock_quantity" WHERE "id" = NEW."product_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "products" SET "stock_quantity" = "stock_quantity" - OLD."stock_quantity" WHERE "id" = OLD."product_id";
  ELSIF NEW."stock_quantity" <> OLD."stock_quantity" THEN
    UPDATE "products" SET "stock_quantity" = "stock_quantity" + NEW."stock_quantity" - OLD."stock_quantity" WHERE "id" = NEW."product_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_variants_stock" AFTER INSERT OR UPDATE OR DELETE ON "product_variants"
FOR EACH ROW EXECUTE FUNCTION "product_stock_from_variants"();--> statement-breakpoint
-- Cart lines and ordered items point at their variant.
UPDATE "cart_items" ci SET "variant_id" = v."id" FROM "product_variants" v
WHERE v."product_id" = ci."product_id" AND v."size" = ci."size" AND v."color" = ci."color";--> statement-breakpoint
DELETE FROM "cart_items" WHERE "variant_id" IS NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
UPDATE "order_items" oi SET "variant_id" = v."id" FROM "product_variants" v
WHERE v."product_id" = oi."product_id" AND v."size" = coalesce(oi."size", '') AND v."color" = coalesce(oi."color", '');
