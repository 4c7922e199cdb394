CREATE TABLE "return_photos" (
	"user_id" integer NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_photos_user_id_url_pk" PRIMARY KEY("user_id","url")
);
--> statement-breakpoint
ALTER TABLE "coupons" DROP CONSTRAINT "coupons_level_range";--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "kind" text DEFAULT 'REFERRAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "return_photos" ADD CONSTRAINT "return_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_level_range" CHECK (("coupons"."kind" = 'REFERRAL' and "coupons"."level" between 1 and 6) or ("coupons"."kind" = 'STORE_CREDIT' and "coupons"."level" = 0));