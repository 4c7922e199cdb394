import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { closeRedis, connectRedis, type Redis } from './redis.js';

/**
 * What changed. `catalogue`: anything a shopper sees in the catalogue (stock, a
 * product, a price), so every kept catalogue answer and count is out of date.
 */
export const CHANGES = ['catalogue'] as const;
export type Change = (typeof CHANGES)[number];

/** What a change touched, where it is narrower than everything: `stockOf`, the products whose stock alone changed (an order, a cancel). */
export interface ChangeDetail {
  stockOf?: number[];
}
type Listener = (detail: ChangeDetail) => void;

/**
 * Tells every store instance that something changed, so each drops what it keeps
 * in memory. Services publish; whoever keeps a copy listens.
 */
export interface ChangeBus {
  /** Calls `listener` when `change` happens, on this instance or any other. */
  on(change: Change, listener: Listener): void;
  /** Listeners on this instance run before it returns; other instances hear it shortly after. */
  publish(change: Change, detail?: ChangeDetail): void;
  close(): Promise<void>;
}

/** The bus of a single instance: listeners run at once. */
export class LocalChangeBus implements ChangeBus {
  private readonly listeners = new Map<Change, Listener[]>();

  on(change: Change, listener: Listener): void {
    this.listeners.set(change, [...(this.listeners.get(change) ?? []), listener]);
  }

  publish(change: Change, detail: ChangeDetail = {}): void {
    for (const listener of this.listeners.get(change) ?? []) listener(detail);
  }

  async close(): Promise<void> {}
}

const CHANNEL = 'kuber-fashion:changes';

type Log = Pick<FastifyBaseLogger, 'warn'>;

interface Message {
  change: Change;
  detail?: ChangeDetail;
  /** The instance that published it; it has already run its own listeners. */
  from: string;
}

/**
 * Several instances on one Redis: a change runs this instance's listeners at once
 * and goes out on a Redis channel to the others. A publish that cannot reach Redis
 * is logged, not thrown: the change itself is done, and the other instances' kept
 * copies still expire on their own.
 */
class RedisChangeBus extends LocalChangeBus {
  private readonly id = randomUUID();

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly log: Log,
  ) {
    super();
    subscriber.on('message', (_channel: string, text: string) => {
      const message = parse(text);
      if (message && message.from !== this.id) super.publish(message.change, message.detail);
    });
    // Messages sent while the connection was down are lost: after a reconnect,
    // drop everything kept rather than serve what may have changed meanwhile. The connection
    // was ready before this (connectRedis waits for it): each 'ready' heard here is a return.
    subscriber.on('ready', () => {
      for (const change of CHANGES) super.publish(change);
    });
  }

  override publish(change: Change, detail: ChangeDetail = {}): void {
    super.publish(change, detail);
    const message: Message = { change, detail, from: this.id };
    this.publisher.publish(CHANNEL, JSON.stringify(message)).catch((err: Error) => {
      this.log.warn({ err }, `could not tell other instances of a ${change} change`);
    });
  }

  override async close(): Promise<void> {
    await Promise.all([this.subscriber, this.publisher].map(closeRedis));
  }

  static async connect(url: string, log: Log): Promise<RedisChangeBus> {
    // A connection that subscribes can do nothing else, hence a second one.
    const [publisher, subscriber] = await Promise.all([connectRedis(url, log), connectRedis(url, log)]);
    const bus = new RedisChangeBus(publisher, subscriber, log);
    try {
      await subscriber.subscribe(CHANNEL);
    } catch (err) {
      await bus.close();
      throw new Error(`Cannot reach Redis at REDIS_URL: ${(err as Error).message}`);
    }
    return bus;
  }
}

function parse(text: string): Message | undefined {
  try {
    const message = JSON.parse(text) as Partial<Message>;
    if (typeof message.from !== 'string' || !CHANGES.includes(message.change as Change)) return undefined;
    // A detail that does not read right is left out: the change is then heard as touching everything.
    const stockOf = message.detail?.stockOf;
    const detail = Array.isArray(stockOf) && stockOf.every(Number.isInteger) ? { stockOf } : {};
    return { change: message.change as Change, from: message.from, detail };
  } catch {
    // Not one of ours: ignored.
  }
  return undefined;
}

/** The bus across every instance on `redisUrl`, or this instance's alone without one. */
export async function createChangeBus(opts: { redisUrl?: string; log: Log }): Promise<ChangeBus> {
  return opts.redisUrl ? RedisChangeBus.connect(opts.redisUrl, opts.log) : new LocalChangeBus();
}
