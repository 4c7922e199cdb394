import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@kuber/shared';
import { ensureCategories, insertProducts } from '#api/db/factories.js';
import { outbox } from '#api/db/schema.js';
import { bearer, registerShopper } from '#api/test/accounts.js';
import { ADDRESS } from '#api/test/catalogue-fixtures.js';
import { createTestApp, type TestApp } from '#api/test/test-app.js';
import { Mailer, smtpTransport } from './mailer.js';

/**
 * A real SMTP server, started here, that can be told to refuse the next messages (451,
 * 'try again later', as a busy server does): the store's mail goes through it.
 */
interface Received {
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let smtpUrl: string;
const received: Received[] = [];
let refuseNext = 0;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        if (refuseNext > 0) {
          refuseNext -= 1;
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(resolve));
});
afterEach(() => {
  received.length = 0;
  refuseNext = 0;
});

const subjectOf = (m: Received) => /^Subject: (.*)$/m.exec(m.raw)?.[1];
/** The message as read: quoted-printable soft line breaks joined, '=3D' back to '='. */
const textOf = (m: Received) => m.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the mail sender, against a real SMTP server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const mailer = async (retry = { firstDelayMs: 60_000, maxDelayMs: 3_600_000, maxAttempts: 5 }) =>
    new Mailer(
      t.database.db,
      await smtpTransport(smtpUrl, 'Kuber Fashion <no-reply@kuberfashion.test>'),
      t.app.log,
      retry,
    );
  const rowOf = async (to: string) => (await t.database.db.select().from(outbox).where(eq(outbox.to, to)))[0]!;
  beforeEach(async () => {
    await t.database.db.delete(outbox);
  });

  it('a send the server refuses is kept, tried again once due, and sent once', async () => {
    const m = await mailer();
    refuseNext = 1;
    await m.enqueue(t.database.db, { to: 'retry@example.in', subject: 'Try me twice', body: 'Hello again' });
    expect(await m.deliverDue()).toBe(1);
    const failed = await rowOf('retry@example.in');
    expect(failed).toMatchObject({ sentAt: null, attempts: 1 });
    expect(failed.lastError).toMatch(/Mailbox busy, try again later/);
    // The first wait is a minute: not due yet.
    expect(failed.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(50_000);
    expect(await m.deliverDue()).toBe(0);
    expect(received).toEqual([]);

    // A minute later (the clock moved by hand), it goes.
    await t.database.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(outbox.id, failed.id));
    expect(await m.deliverDue()).toBe(1);
    const sent = await rowOf('retry@example.in');
    expect(sent).toMatchObject({ attempts: 2, lastError: null });
    expect(sent.sentAt).not.toBeNull();
    expect(received.map((r) => [r.to, subjectOf(r)])).toEqual([[['retry@example.in'], 'Try me twice']]);
    expect(received[0]!.raw).toContain('Hello again');
    expect(await m.deliverDue()).toBe(0);
  });

  it('waits twice as long after each failure, and gives up after the last try, keeping the error', async () => {
    const m = await mailer({ firstDelayMs: 0, maxDelayMs: 0, maxAttempts: 3 });
    refuseNext = 10;
    await m.enqueue(t.database.db, { to: 'never@example.in', subject: 'Never', body: '...' });
    for (let i = 0; i < 3; i++) expect(await m.deliverDue()).toBe(1);
    expect(await m.deliverDue()).toBe(0);
    expect(await rowOf('never@example.in')).toMatchObject({
      attempts: 3,
      sentAt: null,
      lastError: expect.stringMatching(/Mailbox busy/),
    });

    const waits = await mailer({ firstDelayMs: 1_000, maxDelayMs: 3_000, maxAttempts: 10 });
    await waits.enqueue(t.database.db, { to: 'backoff@example.in', subject: 'Backoff', body: '...' });
    // The wait runs from the failed try, somewhere between the call and its answer.
    for (const wait of [1_000, 2_000, 3_000, 3_000]) {
      await t.database.db
        .update(outbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(outbox.to, 'backoff@example.in'));
      const before = Date.now();
      await waits.deliverDue();
      const after = Date.now();
      const nextAt = (await rowOf('backoff@example.in')).nextAttemptAt.getTime();
      expect(nextAt - before).toBeGreaterThanOrEqual(wait);
      expect(nextAt - after).toBeLessThanOrEqual(wait);
    }
  });

  it('two instances sending from one outbox send each mail once', async () => {
    const [a, b] = await Promise.all([mailer(), mailer()]);
    for (let i = 0; i < 30; i++)
      await a.enqueue(t.database.db, { to: `many${i}@example.in`, subject: `Mail ${i}`, body: '.' });
    await Promise.all([a.flush(), b.flush(), a.flush()]);
    expect(received.map(subjectOf).sort()).toEqual(Array.from({ length: 30 }, (_, i) => `Mail ${i}`).sort());
  });
});

describe('the store with SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: smtpUrl, STORE_ORDERS_EMAIL: 'orders@kuberfashion.test' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('places the order, then mails the shopper and the shop; a refused send goes once due, with the next mail sent', async () => {
    await ensureCategories(t.database.db);
    const [product] = await insertProducts(t.database.db, [
      { name: 'Mailed Mug', category: 'accessories', price: 299, stockQuantity: 10 },
    ]);
    const { session, body } = await registerShopper(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: bearer(session),
      payload: { productId: product!.id, quantity: 1 },
    });
    refuseNext = 1;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      headers: bearer(session),
      payload: { shippingAddress: ADDRESS, paymentMethod: 'COD' },
    });
    expect(res.statusCode).toBe(201);
    const order = res.json().data as Order;

    // The first send was refused: one of the two mails waits for its retry.
    const tried = () =>
      t.database.db
        .select()
        .from(outbox)
        .where(sql`${outbox.attempts} > 0`);
    await until(async () => (await tried()).length === 2, 'both mails tried');
    expect(received).toHaveLength(1);
    const [waiting, ...others] = (await tried()).filter((m) => !m.sentAt);
    expect(others).toEqual([]);
    expect(waiting).toMatchObject({ attempts: 1, lastError: expect.stringMatching(/Mailbox busy/) });
    await t.database.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(outbox.id, waiting!.id));
    await t.app.inject({ method: 'POST', url: '/api/auth/recover', payload: { email: body.email } });
    await until(() => received.length === 3, 'the retried mail and the reset mail');

    const to = (address: string) => received.filter((r) => r.to.includes(address));
    expect(to(body.email).map(subjectOf).sort()).toEqual(
      [`Reset your Kuber Fashion password`, `Your Kuber Fashion order ${order.orderNumber} is placed`].sort(),
    );
    expect(to('orders@kuberfashion.test')).toHaveLength(1);
    expect(textOf(to('orders@kuberfashion.test')[0]!)).toContain(order.orderNumber);
    expect(textOf(to(body.email).find((m) => subjectOf(m)?.startsWith('Reset'))!)).toMatch(
      /\/reset-password\?token=[\w-]{20,}/,
    );
  });
});
