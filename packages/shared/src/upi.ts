import { z } from 'zod';

/**
 * A UPI payment link (NPCI's `upi://pay`), opened by any UPI app on a phone and drawn
 * as a QR code on a larger screen. The amount always comes from the server's order.
 * Parameters are percent-encoded (spaces as %20): several UPI apps read `+` literally.
 */
export function upiPayLink(input: {
  payeeAddress: string;
  payeeName: string;
  amountPaise: number;
  orderNumber: string;
}): string {
  const params: [string, string][] = [
    ['pa', input.payeeAddress],
    ['pn', input.payeeName],
    ['am', (input.amountPaise / 100).toFixed(2)],
    ['cu', 'INR'],
    ['tn', `Order ${input.orderNumber}`],
    ['tr', input.orderNumber],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}

/** A UPI address: name@bank (NPCI allows letters, digits, dots, hyphens and underscores before the @). */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,64}$/;

/** The 12-digit reference (UTR) a UPI app shows after paying, given by the shopper. */
export const paymentReferenceSchema = z.object({
  reference: z
    .string({ error: 'Enter the 12-digit UPI reference (UTR) from your UPI app' })
    .trim()
    .regex(/^\d{12}$/, 'Enter the 12-digit UPI reference (UTR) from your UPI app'),
});
export type PaymentReference = z.infer<typeof paymentReferenceSchema>;
