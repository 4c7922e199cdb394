import { createHmac, timingSafeEqual } from 'node:crypto';
import Razorpay from 'razorpay';
import {
  GatewayError,
  type GatewayPayment,
  type GatewayRefund,
  type HostedPayment,
  type PaymentEvent,
  type PaymentGateway,
  type PaymentRequest,
  type PaymentReturn,
} from './payment-gateway.js';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com, or a stand-in's address. */
  apiUrl: string;
  /** How long one call may take before the store gives up on it (and tries again later). */
  timeoutMs?: number;
}

/** HMAC-SHA256 in hex, compared in constant time: how Razorpay signs returns and webhooks. */
export function signedBy(secret: string, message: string, signature: string): boolean {
  const expected = Buffer.from(createHmac('sha256', secret).update(message).digest('hex'));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

type Entity = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const num = (v: unknown): number => (typeof v === 'number' && Number.isSafeInteger(v) ? v : Number.NaN);

function toPayment(p: Entity, orderNumber: string | null = null): GatewayPayment {
  const notes = (p.notes && typeof p.notes === 'object' ? p.notes : {}) as Entity;
  const status = p.status === 'captured' ? 'captured' : p.status === 'failed' ? 'failed' : 'pending';
  return {
    id: str(p.id) ?? '',
    status,
    amountPaise: num(p.amount),
    currency: str(p.currency) ?? '',
    orderNumber: str(notes.order_number) ?? orderNumber,
    error: str(p.error_description),
  };
}

const toRefund = (r: Entity): GatewayRefund => ({
  id: str(r.id) ?? '',
  status: r.status === 'processed' ? 'processed' : r.status === 'failed' ? 'failed' : 'pending',
});

/**
 * Razorpay through its official SDK: Payment Links for the hosted page, the payments API for refunds.
 * The SDK has no setting for its address, so its HTTP client's base address is set after it is
 * made (decision 027); every call has a time limit, and any failure is a GatewayError.
 */
export class RazorpayGateway implements PaymentGateway {
  readonly provider = 'razorpay';
  private readonly sdk: Razorpay;

  constructor(private readonly settings: RazorpaySettings) {
    this.sdk = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret });
    const http = (this.sdk.api as unknown as { rq: { defaults: { baseURL?: string; timeout?: number } } }).rq;
    http.defaults.baseURL = settings.apiUrl;
    http.defaults.timeout = settings.timeoutMs ?? 10_000;
  }

  private async call<T>(what: string, request: () => Promise<unknown>): Promise<T> {
    try {
      return (await request()) as T;
    } catch (e) {
      // The SDK throws { statusCode, error: { code, description } } for an answer, and fails on its
      // own (reading the missing answer) when there was none: a refused connection, a timeout.
      const answered = e as { statusCode?: number; error?: { description?: string } };
      const why = answered?.error?.description ?? (e instanceof Error ? e.message : 'no answer');
      throw new GatewayError(`Razorpay could not ${what}: ${why}`, answered?.statusCode);
    }
  }

  async createPayment(order: PaymentRequest): Promise<{ id: string; url: string }> {
    const link = await this.call<Entity>('make a payment link', () =>
      this.sdk.paymentLink.create({
        amount: order.amountPaise,
        currency: 'INR',
        accept_partial: false,
        reference_id: order.orderNumber,
        description: `Order ${order.orderNumber}`,
        customer: { name: order.customer.name, email: order.customer.email, contact: order.customer.phone },
        notify: { sms: false, email: false },
        reminder_enable: false,
        notes: { order_number: order.orderNumber },
        callback_url: order.callbackUrl,
        callback_method: 'get',
        expire_by: Math.floor(order.expiresAt.getTime() / 1000),
      }),
    );
    const id = str(link.id);
    const url = str(link.short_url);
    if (!id || !url) throw new GatewayError('Razorpay answered a payment link without its id or address');
    return { id, url };
  }

  async cancelPayment(id: string): Promise<void> {
    await this.call('cancel a payment link', () => this.sdk.paymentLink.cancel(id));
  }

  async fetchPayment(id: string): Promise<HostedPayment> {
    const link = await this.call<Entity>('read a payment link', () => this.sdk.paymentLink.fetch(id));
    const reference = str(link.reference_id);
    const made = Array.isArray(link.payments) ? (link.payments as Entity[]) : [];
    return {
      id,
      url: str(link.short_url) ?? '',
      status: (str(link.status) ?? 'created') as HostedPayment['status'],
      payments: made.map((p) =>
        toPayment({ ...p, id: p.payment_id, currency: p.currency ?? link.currency }, reference),
      ),
    };
  }

  async refund(
    paymentId: string,
    amountPaise: number,
    receipt: string,
    notes: Record<string, string>,
  ): Promise<GatewayRefund> {
    const refund = await this.call<Entity>('make a refund', () =>
      this.sdk.payments.refund(paymentId, { amount: amountPaise, speed: 'normal', receipt, notes }),
    );
    return toRefund(refund);
  }

  async findRefund(paymentId: string, receipt: string): Promise<GatewayRefund | null> {
    const list = await this.call<{ items?: Entity[] }>('list refunds', () =>
      this.sdk.payments.fetchMultipleRefund(paymentId, { count: 100 }),
    );
    const found = (list.items ?? []).find((r) => r.receipt === receipt);
    return found ? toRefund(found) : null;
  }

  verifyReturn(params: Record<string, string | undefined>): PaymentReturn | null {
    const {
      razorpay_payment_id: paymentId,
      razorpay_payment_link_id: linkId,
      razorpay_payment_link_reference_id: orderNumber,
      razorpay_payment_link_status: status,
      razorpay_signature: signature,
    } = params;
    if (!paymentId || !linkId || !orderNumber || !status || !signature) return null;
    const message = `${linkId}|${orderNumber}|${status}|${paymentId}`;
    if (!signedBy(this.settings.keySecret, message, signature)) return null;
    return { hostedPaymentId: linkId, paymentId, orderNumber, status };
  }

  verifyWebhook(rawBody: string, signature: string): boolean {
    return signedBy(this.settings.webhookSecret, rawBody, signature);
  }

  readEvent(body: unknown): PaymentEvent {
    const event = (body ?? {}) as { event?: unknown; payload?: Record<string, { entity?: Entity } | undefined> };
    const type = str(event.event) ?? 'unknown';
    const payment = event.payload?.payment?.entity;
    const link = event.payload?.payment_link?.entity;
    const refund = event.payload?.refund?.entity;
    switch (type) {
      case 'payment_link.paid':
      case 'payment.captured':
        if (payment) return { kind: 'captured', payment: toPayment(payment, str(link?.reference_id)) };
        break;
      case 'payment.failed':
        if (payment) return { kind: 'failed', payment: toPayment(payment, str(link?.reference_id)) };
        break;
      case 'refund.processed':
      case 'refund.failed':
        if (refund)
          return {
            kind: type === 'refund.processed' ? 'refunded' : 'refundFailed',
            refundId: str(refund.id) ?? '',
            paymentId: str(refund.payment_id) ?? '',
            amountPaise: num(refund.amount),
          };
        break;
    }
    return { kind: 'ignored', type };
  }
}
