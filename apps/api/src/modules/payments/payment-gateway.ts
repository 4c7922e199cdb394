import type { Tx } from '#api/db/client.js';

/**
 * What the store asks of a payment gateway (decision 027). Razorpay is the first; another
 * (Cashfree, PhonePe) is one more class with these methods, and the payments service does not change.
 * Amounts are integer paise, as everywhere in the store.
 */
export interface PaymentGateway {
  /** The provider's name, as the payments table keeps it ('razorpay'). */
  readonly provider: string;
  /** A hosted payment page for an order's total: the shopper is sent to `url`, and back to `callbackUrl`. */
  createPayment(order: PaymentRequest): Promise<{ id: string; url: string }>;
  /** Closes a hosted payment page that still takes payments; refused (a GatewayError) when it no longer does. */
  cancelPayment(id: string): Promise<void>;
  /** A hosted payment's state and the payments made on it: what the reconciliation job checks. */
  fetchPayment(id: string): Promise<HostedPayment>;
  /**
   * Gives back `amountPaise` of a captured payment. `receipt` names the refund in the store, so a
   * retry after a lost answer finds the refund already made instead of making a second one.
   */
  refund(
    paymentId: string,
    amountPaise: number,
    receipt: string,
    notes: Record<string, string>,
  ): Promise<GatewayRefund>;
  /** The refund made earlier with this receipt, if the gateway has one. */
  findRefund(paymentId: string, receipt: string): Promise<GatewayRefund | null>;
  /** The signed parameters of the shopper's return from the hosted page, once checked; null when forged. */
  verifyReturn(params: Record<string, string | undefined>): PaymentReturn | null;
  /** Whether a webhook's raw body was signed by the gateway. */
  verifyWebhook(rawBody: string, signature: string): boolean;
  /** A webhook's body, already verified, in the store's terms. */
  readEvent(body: unknown): PaymentEvent;
}

export interface PaymentRequest {
  orderNumber: string;
  amountPaise: number;
  customer: { name: string; email: string; phone: string };
  callbackUrl: string;
  /** The hosted page stops taking payments then. */
  expiresAt: Date;
}

/** A payment made on a hosted page. */
export interface GatewayPayment {
  id: string;
  status: 'captured' | 'failed' | 'pending';
  amountPaise: number;
  currency: string;
  /** The order the payment was made for (the hosted page's reference), when the gateway says. */
  orderNumber: string | null;
  /** Why it failed, in the gateway's words. */
  error?: string | null;
}

export interface HostedPayment {
  id: string;
  /** Where the shopper pays. */
  url: string;
  status: 'created' | 'paid' | 'expired' | 'cancelled' | 'partially_paid';
  payments: GatewayPayment[];
}

export interface GatewayRefund {
  id: string;
  status: 'pending' | 'processed' | 'failed';
}

export interface PaymentReturn {
  hostedPaymentId: string;
  paymentId: string;
  orderNumber: string;
  status: string;
}

/** A webhook's news: a payment captured or failed, a refund processed or failed, or nothing the store acts on. */
export type PaymentEvent =
  | { kind: 'captured' | 'failed'; payment: GatewayPayment }
  | { kind: 'refunded' | 'refundFailed'; refundId: string; paymentId: string; amountPaise: number }
  | { kind: 'ignored'; type: string };

/**
 * The invoices and credit notes that follow the money (their own module makes them). Called inside
 * the transaction that records a capture or a refund, so a document is issued exactly when the money moved.
 */
export interface PaymentDocuments {
  paid(tx: Tx, orderId: number): Promise<void>;
  refunded(tx: Tx, orderId: number, amountPaise: number, reason: string): Promise<void>;
}

/** The gateway could not be reached, or refused: the caller keeps its own state and tries again later. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}
