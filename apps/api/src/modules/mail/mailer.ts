import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '#api/db/client.js';
import { outbox } from '#api/db/schema.js';
import { BatchRunner } from '#api/lib/batch-runner.js';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  /** Documents to send with it, made as it is sent. */
  attachments?: MailAttachment[];
}

/** A document a mail carries, named by what it is: an order's invoice or one of its credit notes. */
export type MailAttachment = (typeof outbox.$inferSelect)['attachments'][number];

/** A file a mail carries, as its transport sends it. */
export interface MailFile {
  filename: string;
  content: Buffer;
}

/** Where mail goes: an SMTP server, or the log when the store has none. */
export interface Transport {
  send(mail: Mail, files?: MailFile[]): Promise<void>;
}

export interface RetryPolicy {
  /** The wait after the first failed try; each further failure doubles it. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Tries before a mail is given up (left in the outbox with its last error). */
  maxAttempts: number;
}

/** 1 minute, 2, 4 … up to an hour between tries; ten tries span about seven hours. */
export const DEFAULT_RETRY: RetryPolicy = { firstDelayMs: 60_000, maxDelayMs: 3_600_000, maxAttempts: 10 };

/** Mails taken from the outbox in one go. */
const BATCH = 20;
/**
 * A mail taken for sending is not due again for this long, so another instance leaves it
 * alone; if the sender dies mid-send it is tried again after it (at least once, never lost).
 */
const CLAIM_MS = 5 * 60_000;

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** The SMTP client loads only when SMTP is configured. */
export async function smtpTransport(smtpUrl: string, from: string): Promise<Transport> {
  const { default: nodemailer } = await import('nodemailer');
  // Short limits: a mail server that hangs must not hold the outbox for minutes.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail, files = []) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.body, attachments: files });
    },
  };
}

/**
 * Without SMTP the outbox table is where mail stays. Outside production the log shows it
 * too; in production the log only says a mail was kept, as a mail may carry a reset link,
 * which opens the account.
 */
export function logTransport(log: Log, logBodies: boolean): Transport {
  return {
    async send(mail, files = []) {
      const attached = files.map((f) => f.filename).join(', ');
      if (attached) log.info({ to: mail.to, subject: mail.subject }, `Mail carries ${attached}`);
      if (logBodies) log.info({ to: mail.to, subject: mail.subject }, `Mail (no SMTP configured):\n${mail.body}`);
      else log.info({ to: mail.to, subject: mail.subject }, 'Mail kept in the outbox table (no SMTP configured)');
    },
  };
}

/**
 * The outbox's two writes made after every mail put in it (two with every order), built once:
 * Drizzle makes their SQL once, and PostgreSQL parses each once per connection.
 */
function preparedWrites(db: Db) {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        isNull(outbox.sentAt),
        lte(outbox.nextAttemptAt, sql`now()`),
        lt(outbox.attempts, sql.placeholder('maxAttempts')),
      ),
    )
    .orderBy(asc(outbox.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return {
    /** Takes the mails due: not due again for CLAIM_MS, so another instance leaves them alone. */
    claim: db
      .update(outbox)
      .set({ nextAttemptAt: sql`now() + ${`${CLAIM_MS} milliseconds`}::interval` })
      .where(inArray(outbox.id, due))
      .returning()
      .prepare('mail_claim'),
    /** The batch's sent mails marked in one write: one commit for the batch rather than one a mail. */
    markSent: db
      .update(outbox)
      .set({ sentAt: sql`now()`, attempts: sql`${outbox.attempts} + 1`, lastError: null })
      .where(sql`${outbox.id} = any(${sql.placeholder('ids')}::int[])`)
      .prepare('mail_mark_sent'),
  };
}

/**
 * The store's mail goes through the outbox table: written in the same transaction as what
 * it tells of (an order placed, a reset asked for), so it exists exactly when that does,
 * and sent after the commit, never holding up the answer. A failed send is tried again
 * with growing waits; several instances share the outbox without sending a mail twice.
 */
export class Mailer {
  private readonly sending: BatchRunner;
  private readonly writes: ReturnType<typeof preparedWrites>;
  private attach: ((a: MailAttachment) => Promise<MailFile>) | undefined;

  constructor(
    private readonly db: Db,
    private readonly transport: Transport,
    private readonly log: Log,
    private readonly retry: RetryPolicy = DEFAULT_RETRY,
  ) {
    this.writes = preparedWrites(db);
    this.sending = new BatchRunner(
      () => this.deliverDue(),
      BATCH,
      (err) => this.log.error({ err }, 'sending mail failed'),
    );
  }

  /** How the documents mails carry are made (the store's invoices and credit notes), once the services exist. */
  attachWith(make: (a: MailAttachment) => Promise<MailFile>): void {
    this.attach = make;
  }

  /** Puts a mail in the outbox, inside the caller's transaction; call `kick()` after it commits. */
  async enqueue(db: Db | Tx, mail: Mail | Mail[]): Promise<void> {
    const mails = [mail].flat();
    if (mails.length) await db.insert(outbox).values(mails);
  }

  /** A mail of its own, outside any transaction: kept, then sent in the background. */
  async send(mail: Mail): Promise<void> {
    await this.enqueue(this.db, mail);
    this.kick();
  }

  /** Starts sending what is due, without waiting for it. */
  kick(): void {
    void this.flush();
  }

  /** Sends what is due; a call while sending makes one more pass after the current one. */
  flush(): Promise<void> {
    return this.sending.run();
  }

  /** Waits for a send under way (the app waits for it before it closes). */
  idle(): Promise<void> {
    return this.sending.idle();
  }

  /**
   * One batch: takes the mails due, sends each, and records how it went. Answers how many it
   * took. A sender that dies before the record sends the batch's mails again after the claim.
   */
  async deliverDue(): Promise<number> {
    const claimed = await this.writes.claim.execute({ maxAttempts: this.retry.maxAttempts });
    const sent: number[] = [];
    for (const mail of claimed) {
      const attempts = mail.attempts + 1;
      try {
        // Made at each try: a document that cannot be made now is tried again, as a failed send is.
        const make = this.attach;
        const files = make && mail.attachments.length ? await Promise.all(mail.attachments.map((a) => make(a))) : [];
        await this.transport.send(mail, files);
        sent.push(mail.id);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const wait = Math.min(this.retry.firstDelayMs * 2 ** (attempts - 1), this.retry.maxDelayMs);
        await this.db
          .update(outbox)
          .set({ attempts, lastError: message.slice(0, 1000), nextAttemptAt: new Date(Date.now() + wait) })
          .where(eq(outbox.id, mail.id));
        const about = { mailId: mail.id, to: mail.to, subject: mail.subject, attempts };
        if (attempts >= this.retry.maxAttempts) this.log.error(about, `Gave up sending a mail: ${message}`);
        else this.log.warn(about, `Sending a mail failed; trying again in ${Math.round(wait / 1000)} s: ${message}`);
      }
    }
    if (sent.length) await this.writes.markSent.execute({ ids: sent });
    return claimed.length;
  }
}
