CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_archived_inactive" CHECK ("products"."archived_at" is null or not "products"."active");--> statement-breakpoint
-- The demo catalogue draws one picture per colour, named after it (…-navy.webp): say so, so that
-- choosing a colour on the product page shows its picture. Pictures the owner uploaded are left alone.
UPDATE "products" p SET "image_colors" = named.colours
FROM (
  SELECT p2."id", jsonb_object_agg(img, c) AS colours
  FROM "products" p2
  CROSS JOIN LATERAL unnest(p2."images") AS img
  CROSS JOIN LATERAL unnest(p2."colors") AS c
  CROSS JOIN LATERAL (SELECT '-' || trim(both '-' from regexp_replace(lower(c), '[^a-z0-9]+', '-', 'g')) || '.webp' AS suffix) AS s
  WHERE img LIKE '/uploads/demo/%' AND right(img, length(s.suffix)) = s.suffix
  GROUP BY p2."id"
) named
WHERE p."id" = named."id" AND p."image_colors" = '{}'::jsonb;
