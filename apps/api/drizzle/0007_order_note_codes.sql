ALTER TABLE "order_status_history" ADD COLUMN "note_code" text;--> statement-breakpoint
-- The store's own notes written before they had codes, so older orders read in Hindi too.
UPDATE "order_status_history" SET "note_code" = CASE "note"
  WHEN 'Order placed' THEN 'placed'
  WHEN 'Cancelled by the customer' THEN 'cancelledByShopper'
  WHEN 'Payment received' THEN 'paymentReceived'
  WHEN 'UPI payment not received' THEN 'upiNotReceived'
  WHEN 'UPI payment not received in time' THEN 'upiNotReceivedInTime'
END
WHERE "note" IN ('Order placed', 'Cancelled by the customer', 'Payment received', 'UPI payment not received', 'UPI payment not received in time');
