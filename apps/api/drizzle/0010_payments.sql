ALTER TABLE "payments" ADD COLUMN "refund_of_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_of_id_payments_id_fk" FOREIGN KEY ("refund_of_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;