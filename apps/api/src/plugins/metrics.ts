import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '#api/db/client.js';
import { AppError, notFound } from '#api/lib/errors.js';

interface MetricsDeps {
  database: Database;
  /** The token a scraper sends as `Authorization: Bearer …`; without one the metrics are off (404). */
  token?: string;
  /** The public response cache's size and use. */
  cacheSize: () => { entries: number; bytes: number; hits: number; misses: number };
}

const sameToken = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * `GET /metrics` in Prometheus' text format, behind METRICS_TOKEN: this process's requests (by
 * route pattern, method and status, with their time), its event loop, memory and database pool,
 * the response cache; and the shop's own figures read from the database at each scrape (orders
 * and their value by status, payments by kind and state, mail waiting and failing), the same on
 * every instance. Off, answering 404, until a token is set: they are never public by accident.
 */
export function metrics(app: FastifyInstance, { database, token, cacheSize }: MetricsDeps): void {
  if (!token) {
    // Off: nothing is measured, so requests pay nothing for it.
    app.get('/metrics', { schema: { hide: true } }, async () => {
      throw notFound('Metrics are off: set METRICS_TOKEN to read them');
    });
    return;
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', async (req, reply) => {
    // The route's pattern, never the address asked for: a flood of made-up addresses adds no series.
    const route = req.routeOptions.url ?? 'unmatched';
    requests.observe({ method: req.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  const { pool } = database;
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL connections of this instance: all, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  const cache = { entries: 0, bytes: 0, hits: 0, misses: 0 };
  const readCache = () => Object.assign(cache, cacheSize());
  new Gauge({
    name: 'response_cache_bytes',
    help: 'What the public response cache holds, in bytes',
    registers: [registry],
    collect() {
      this.set(readCache().bytes);
    },
  });
  new Gauge({
    name: 'response_cache_entries',
    help: 'Answers the public response cache holds',
    registers: [registry],
    collect() {
      this.set(readCache().entries);
    },
  });
  new Counter({
    name: 'response_cache_requests_total',
    help: 'Public answers asked of the cache: hit (served from it) or miss (made afresh)',
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      const { hits, misses } = readCache();
      this.reset();
      this.inc({ result: 'hit' }, hits);
      this.inc({ result: 'miss' }, misses);
    },
  });

  const shop = shopFigures(database, registry);

  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (!sameToken(given, token))
      throw new AppError('UNAUTHORISED', 'Metrics need the METRICS_TOKEN as a bearer token');
    await shop.read();
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}

/** The shop's figures, read from the database once a scrape (the collect callbacks use them). */
function shopFigures(database: Database, registry: Registry) {
  let orders: { status: string; n: number; paise: number }[] = [];
  let payments: { kind: string; status: string; n: number; paise: number }[] = [];
  let mail = { waiting: 0, failing: 0 };
  new Gauge({
    name: 'shop_orders',
    help: 'Orders placed, by their status now',
    labelNames: ['status'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const o of orders) this.set({ status: o.status }, o.n);
    },
  });
  new Gauge({
    name: 'shop_orders_value_rupees',
    help: 'What the orders come to, by their status now',
    labelNames: ['status'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const o of orders) this.set({ status: o.status }, o.paise / 100);
    },
  });
  new Gauge({
    name: 'shop_payments',
    help: 'Money movements (captured, failed, refunded) by kind and state',
    labelNames: ['kind', 'state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const p of payments) this.set({ kind: p.kind, state: p.status }, p.n);
    },
  });
  new Gauge({
    name: 'shop_payments_rupees',
    help: 'The money moved, by kind and state',
    labelNames: ['kind', 'state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const p of payments) this.set({ kind: p.kind, state: p.status }, p.paise / 100);
    },
  });
  new Gauge({
    name: 'shop_mail_waiting',
    help: 'Mail not yet sent: all of it, and the part whose sending has failed at least once',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'queued' }, mail.waiting);
      this.set({ state: 'failing' }, mail.failing);
    },
  });
  const number = (v: unknown) => Number(v ?? 0);
  return {
    async read() {
      const { db } = database;
      const [o, p, m] = await Promise.all([
        db.execute(
          sql`select status, count(*) as n, coalesce(sum(total_paise), 0) as paise from orders group by status`,
        ),
        db.execute(
          sql`select kind, status, count(*) as n, coalesce(sum(amount_paise), 0) as paise from payments group by kind, status`,
        ),
        db.execute(
          sql`select count(*) as waiting, count(*) filter (where attempts > 0) as failing from outbox where sent_at is null`,
        ),
      ]);
      orders = rowsOf<{ status: string; n: unknown; paise: unknown }>(o).map((r) => ({
        status: r.status,
        n: number(r.n),
        paise: number(r.paise),
      }));
      payments = rowsOf<{ kind: string; status: string; n: unknown; paise: unknown }>(p).map((r) => ({
        kind: r.kind,
        status: r.status,
        n: number(r.n),
        paise: number(r.paise),
      }));
      const [mails] = rowsOf<{ waiting: unknown; failing: unknown }>(m);
      mail = { waiting: number(mails?.waiting), failing: number(mails?.failing) };
    },
  };
}
