import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Razorpay, for tests and for clicking through a payment in development: the calls
 * the store makes (Payment Links made, read and cancelled, payments, refunds) as Razorpay documents them (Basic auth with the
 * key id and secret, amounts in paise, plink_/pay_/rfnd_ ids, its statuses and its error shape), a
 * hosted page with Pay and Fail buttons, the signed redirect back to the store, and signed webhooks.
 * Its state lives in memory. Run alone: `npx tsx apps/api/src/test/razorpay-stand-in.ts`
 * (RAZORPAY_STAND_IN_PORT, the RAZORPAY_* keys, STAND_IN_WEBHOOK_URL).
 */
export interface StandInOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where webhooks are sent (the store's /api/payments/razorpay/webhook); none are sent without it. */
  webhookUrl?: string;
  port?: number;
  host?: string;
}

interface Link {
  id: string;
  amount: number;
  currency: string;
  reference_id: string;
  description: string;
  status: 'created' | 'paid' | 'expired' | 'cancelled';
  short_url: string;
  callback_url: string;
  expire_by: number;
  notes: Record<string, string>;
  payments: { payment_id: string; amount: number; status: string; method: string; created_at: number }[];
  created_at: number;
}
interface Payment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured' | 'failed';
  method: string;
  amount_refunded: number;
  notes: Record<string, string>;
  error_description: string | null;
  created_at: number;
}
interface Refund {
  id: string;
  entity: 'refund';
  payment_id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  notes: Record<string, string>;
  status: 'pending' | 'processed' | 'failed';
  created_at: number;
}

export interface RazorpayStandIn {
  url: string;
  /** Webhooks are kept back (as for a shop without a public address) until set to false. */
  withholdWebhooks(withhold: boolean): void;
  /** Every API call answers 503, as Razorpay does on a bad day. */
  setDown(down: boolean): void;
  /** Refunds stay pending, with no refund.processed, until set to false. */
  holdRefunds(hold: boolean): void;
  /** Where webhooks go, once the store listens. */
  setWebhookUrl(url: string): void;
  /** The next refund is made, but its answer is lost on the way (the connection dropped). */
  loseNextRefundAnswer(): void;
  /**
   * Pays a link as the hosted page's Pay button does; answers the redirect back to the store.
   * `amountPaise` pays another amount than the link's (a tampered payment), for tests.
   */
  pay(linkId: string, amountPaise?: number): Promise<string>;
  /** A failed attempt on a link, as the Fail button makes. */
  fail(linkId: string): Promise<void>;
  /** Sends a body to the store's webhook signed with the webhook secret; answers the store's status. */
  sendWebhook(body: object, eventId?: string): Promise<number>;
  links: Map<string, Link>;
  payments: Map<string, Payment>;
  refunds: Map<string, Refund>;
  /** API calls received, by method and path: what a test counts. */
  calls: string[];
  close(): Promise<void>;
}

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;
const sign = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest('hex');
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
const refuse = (res: ServerResponse, status: number, description: string, field?: string) =>
  send(res, status, {
    error: {
      code: status === 401 ? 'BAD_REQUEST_ERROR' : status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
      ...(field ? { field } : {}),
    },
  });

export async function startRazorpayStandIn(options: StandInOptions): Promise<RazorpayStandIn> {
  const links = new Map<string, Link>();
  const payments = new Map<string, Payment>();
  const refunds = new Map<string, Refund>();
  const calls: string[] = [];
  let withhold = false;
  let down = false;
  let refundsHeld = false;
  let loseRefundAnswer = false;
  let base = '';

  options = { ...options };
  async function sendWebhook(body: object, eventId = newId('evt')): Promise<number> {
    if (!options.webhookUrl) return 0;
    const raw = JSON.stringify(body);
    const res = await fetch(options.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': sign(options.webhookSecret, raw),
        'x-razorpay-event-id': eventId,
      },
      body: raw,
    });
    await res.arrayBuffer();
    return res.status;
  }
  async function emit(event: string, payload: Record<string, object>) {
    if (withhold || !options.webhookUrl) return;
    const contains = Object.keys(payload);
    const wrapped = Object.fromEntries(contains.map((k) => [k, { entity: payload[k] }]));
    await sendWebhook({
      entity: 'event',
      account_id: 'acc_standin',
      event,
      contains,
      payload: wrapped,
      created_at: now(),
    });
  }
  function settleRefund(refund: Refund) {
    if (refundsHeld) return;
    refund.status = 'processed';
    void emit('refund.processed', { refund, payment: payments.get(refund.payment_id)! }).catch(() => {});
  }

  async function pay(linkId: string, amountPaise?: number): Promise<string> {
    const link = links.get(linkId);
    if (!link || link.status !== 'created') throw new Error(`Link ${linkId} cannot be paid`);
    const payment: Payment = {
      id: newId('pay'),
      entity: 'payment',
      amount: amountPaise ?? link.amount,
      currency: link.currency,
      status: 'captured',
      method: 'upi',
      amount_refunded: 0,
      notes: link.notes,
      error_description: null,
      created_at: now(),
    };
    payments.set(payment.id, payment);
    link.status = 'paid';
    link.payments.push({
      payment_id: payment.id,
      amount: payment.amount,
      status: 'captured',
      method: 'upi',
      created_at: now(),
    });
    await emit('payment.captured', { payment });
    await emit('payment_link.paid', { payment_link: link, payment });
    const query = new URLSearchParams({
      razorpay_payment_id: payment.id,
      razorpay_payment_link_id: link.id,
      razorpay_payment_link_reference_id: link.reference_id,
      razorpay_payment_link_status: 'paid',
      razorpay_signature: sign(options.keySecret, `${link.id}|${link.reference_id}|paid|${payment.id}`),
    });
    return `${link.callback_url}${link.callback_url.includes('?') ? '&' : '?'}${query}`;
  }

  async function fail(linkId: string): Promise<void> {
    const link = links.get(linkId);
    if (!link || link.status !== 'created') throw new Error(`Link ${linkId} cannot be paid`);
    const payment: Payment = {
      id: newId('pay'),
      entity: 'payment',
      amount: link.amount,
      currency: link.currency,
      status: 'failed',
      method: 'card',
      amount_refunded: 0,
      notes: link.notes,
      error_description: 'Your payment was declined by the bank.',
      created_at: now(),
    };
    payments.set(payment.id, payment);
    link.payments.push({
      payment_id: payment.id,
      amount: payment.amount,
      status: 'failed',
      method: 'card',
      created_at: now(),
    });
    await emit('payment.failed', { payment });
  }

  function page(res: ServerResponse, link: Link, message = '') {
    const rupees = (link.amount / 100).toLocaleString('en-IN', { style: 'currency', currency: 'INR' });
    const open = link.status === 'created';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Razorpay stand-in: pay ${escapeHtml(rupees)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
button{font-size:1rem;padding:.75rem 1.25rem;margin:.25rem .5rem .25rem 0;border-radius:.5rem;border:1px solid #1a3c8f;cursor:pointer}
.pay{background:#1a3c8f;color:#fff}.fail{background:#fff;color:#1a3c8f}p.msg{color:#a11;font-weight:600}</style></head>
<body><main><h1>Razorpay stand-in</h1><p>${escapeHtml(link.description)}</p><p><strong>Amount: ${escapeHtml(rupees)}</strong></p>
${message ? `<p class="msg" role="alert">${escapeHtml(message)}</p>` : ''}
${
  open
    ? `<form method="post" action="/pay/${link.id}/pay"><button class="pay" type="submit">Pay ${escapeHtml(rupees)}</button></form>
<form method="post" action="/pay/${link.id}/fail"><button class="fail" type="submit">Fail this payment</button></form>`
    : `<p>This payment link is ${link.status}.</p>`
}
<p><a href="${escapeHtml(link.callback_url)}${link.callback_url.includes('?') ? '&amp;' : '?'}razorpay_payment_link_id=${link.id}">Return to the shop</a></p>
</main></body></html>`);
  }

  async function api(req: IncomingMessage, res: ServerResponse, path: string) {
    calls.push(`${req.method} ${path}`);
    const auth = req.headers.authorization ?? '';
    const expected = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
    if (auth !== expected) return refuse(res, 401, 'Authentication failed');
    if (down) return refuse(res, 503, 'The service is temporarily unavailable');
    const text = await readBody(req);
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      return refuse(res, 400, 'The request body is not valid JSON');
    }
    let m: RegExpMatchArray | null;
    if (req.method === 'POST' && path === '/v1/payment_links') {
      const amount = body.amount;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
        return refuse(res, 400, 'The amount must be atleast INR 1.00', 'amount');
      if (body.currency !== 'INR') return refuse(res, 400, 'The currency is not supported', 'currency');
      const reference = String(body.reference_id ?? '');
      if ([...links.values()].some((l) => l.reference_id === reference && l.status !== 'cancelled'))
        return refuse(res, 400, `Payment Link with reference_id ${reference} already exists`, 'reference_id');
      const id = newId('plink');
      const link: Link = {
        id,
        amount,
        currency: 'INR',
        reference_id: reference,
        description: String(body.description ?? ''),
        status: 'created',
        short_url: `${base}/pay/${id}`,
        callback_url: String(body.callback_url ?? ''),
        expire_by: Number(body.expire_by ?? 0),
        notes: (body.notes as Record<string, string>) ?? {},
        payments: [],
        created_at: now(),
      };
      links.set(id, link);
      return send(res, 200, { ...link, payments: null, entity: undefined });
    }
    if (req.method === 'GET' && (m = path.match(/^\/v1\/payment_links\/([\w]+)$/))) {
      const link = links.get(m[1]!);
      if (!link) return refuse(res, 400, 'The id provided does not exist', 'id');
      return send(res, 200, { ...link, payments: link.payments.length ? link.payments : null });
    }
    if (req.method === 'POST' && (m = path.match(/^\/v1\/payment_links\/([\w]+)\/cancel$/))) {
      const link = links.get(m[1]!);
      if (!link) return refuse(res, 400, 'The id provided does not exist', 'id');
      if (link.status !== 'created')
        return refuse(res, 400, `Payment Link cannot be cancelled as it is already ${link.status}`);
      link.status = 'cancelled';
      return send(res, 200, { ...link, payments: link.payments.length ? link.payments : null });
    }
    if (req.method === 'GET' && (m = path.match(/^\/v1\/payments\/([\w]+)$/))) {
      const payment = payments.get(m[1]!);
      return payment ? send(res, 200, payment) : refuse(res, 400, 'The id provided does not exist', 'id');
    }
    if (req.method === 'POST' && (m = path.match(/^\/v1\/payments\/([\w]+)\/refund$/))) {
      const payment = payments.get(m[1]!);
      if (!payment) return refuse(res, 400, 'The id provided does not exist', 'id');
      if (payment.status !== 'captured') return refuse(res, 400, 'The payment has not been captured');
      const amount = body.amount === undefined ? payment.amount - payment.amount_refunded : body.amount;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
        return refuse(res, 400, 'The amount must be atleast INR 1.00', 'amount');
      if (amount > payment.amount - payment.amount_refunded)
        return refuse(res, 400, 'The refund amount provided is greater than amount captured', 'amount');
      const refund: Refund = {
        id: newId('rfnd'),
        entity: 'refund',
        payment_id: payment.id,
        amount,
        currency: payment.currency,
        receipt: typeof body.receipt === 'string' ? body.receipt : null,
        notes: (body.notes as Record<string, string>) ?? {},
        status: 'pending',
        created_at: now(),
      };
      refunds.set(refund.id, refund);
      payment.amount_refunded += amount;
      if (loseRefundAnswer) {
        loseRefundAnswer = false;
        req.socket.destroy();
      } else send(res, 200, refund);
      // Razorpay settles a refund later and says so by webhook; here, just after answering.
      setTimeout(() => settleRefund(refund), 20);
      return;
    }
    if (req.method === 'GET' && (m = path.match(/^\/v1\/payments\/([\w]+)\/refunds$/))) {
      const items = [...refunds.values()].filter((r) => r.payment_id === m![1]);
      return send(res, 200, { entity: 'collection', count: items.length, items });
    }
    return refuse(res, 400, 'The requested URL was not found on the server.');
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    const handle = async () => {
      if (path.startsWith('/v1/')) return api(req, res, path);
      if (path === '/') return send(res, 200, { standIn: 'razorpay', links: links.size });
      // What a browser test may set from outside, as a test in the same process does with the methods below.
      if (req.method === 'POST' && path === '/control') {
        const body = JSON.parse((await readBody(req)) || '{}') as Record<string, boolean | undefined>;
        if (body.holdRefunds !== undefined) refundsHeld = body.holdRefunds;
        if (body.withholdWebhooks !== undefined) withhold = body.withholdWebhooks;
        if (body.down !== undefined) down = body.down;
        return send(res, 200, { holdRefunds: refundsHeld, withholdWebhooks: withhold, down });
      }
      const m = path.match(/^\/pay\/([\w]+)(?:\/(pay|fail))?$/);
      const link = m ? links.get(m[1]!) : undefined;
      if (!link) return refuse(res, 404, 'No such payment link');
      if (req.method === 'GET' && !m![2]) return page(res, link);
      if (req.method === 'POST' && m![2] === 'pay' && link.status === 'created') {
        const to = await pay(link.id);
        res.writeHead(303, { location: to });
        return res.end();
      }
      if (req.method === 'POST' && m![2] === 'fail' && link.status === 'created') {
        await fail(link.id);
        return page(res, link, 'Payment failed: your bank declined it. You can try again.');
      }
      return page(res, link);
    };
    handle().catch((e: unknown) => refuse(res, 500, e instanceof Error ? e.message : 'error'));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://${options.host === '0.0.0.0' ? 'localhost' : (options.host ?? '127.0.0.1')}:${port}`;
  return {
    url: base,
    withholdWebhooks: (w) => void (withhold = w),
    setWebhookUrl: (url) => void (options.webhookUrl = url),
    loseNextRefundAnswer: () => void (loseRefundAnswer = true),
    setDown: (d) => void (down = d),
    holdRefunds: (h) => void (refundsHeld = h),
    pay,
    fail,
    sendWebhook,
    links,
    payments,
    refunds,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const env = process.env;
  const standIn = await startRazorpayStandIn({
    keyId: env.RAZORPAY_KEY_ID ?? 'rzp_test_standin',
    keySecret: env.RAZORPAY_KEY_SECRET ?? 'stand-in-key-secret',
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? 'stand-in-webhook-secret',
    webhookUrl: env.STAND_IN_WEBHOOK_URL ?? 'http://localhost:3000/api/payments/razorpay/webhook',
    port: Number(env.RAZORPAY_STAND_IN_PORT ?? 4010),
    host: env.RAZORPAY_STAND_IN_HOST ?? '127.0.0.1',
  });
  console.log(`Razorpay stand-in listening on ${standIn.url}`);
}
