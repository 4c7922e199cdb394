import { and, eq, inArray, sql } from 'drizzle-orm';
import { variantLabel, type Language, type StockAlertAnswer, type stockAlertSchema } from '@kuber/shared';
import type { z } from 'zod';
import { rowsOf, type Db } from '#api/db/client.js';
import { products, productVariants, stockAlerts, users } from '#api/db/schema.js';
import type { ChangeBus } from '#api/lib/change-bus.js';
import { BatchRunner } from '#api/lib/batch-runner.js';
import { conflict, invalid, notFound } from '#api/lib/errors.js';
import type { Mail, Mailer } from '#api/modules/mail/mailer.js';

/** Wishes sent per transaction by a sweep. */
const BATCH = 200;

interface Due {
  id: number;
  email: string;
  language: Language;
  name: string;
  name_hi: string | null;
  slug: string;
  size: string;
  color: string;
}

export interface StockAlertSettings {
  storeName: string;
  /** The store's own address, for the link back to the product. */
  publicUrl: () => string;
  /** Where a failed sweep is told (the next change sweeps again). */
  log?: { error(obj: object, message: string): void };
}

/** The mail of a size back in stock, in the language it was asked in. */
function backInStockMail(due: Due, s: StockAlertSettings): Mail {
  const link = `${s.publicUrl()}/products/${due.slug}${due.language === 'hi' ? '?lang=hi' : ''}`;
  const which = [due.size, due.color].filter(Boolean).join(' · ');
  if (due.language === 'hi') {
    const name = due.name_hi || due.name;
    return {
      to: due.email,
      subject: `${s.storeName}: ${name} फिर से उपलब्ध है`,
      body: `नमस्ते,\n\nआपने ${name}${which ? ` (${which})` : ''} के वापस आने पर बताने को कहा था। यह अब फिर से स्टॉक में है, पर जल्दी ख़त्म हो सकता है:\n${link}\n\nयह मेल एक ही बार भेजा गया है।\n${s.storeName}`,
    };
  }
  return {
    to: due.email,
    subject: `${s.storeName}: ${due.name} is back in stock`,
    body: `Hello,\n\nYou asked us to tell you when ${due.name}${which ? ` (${which})` : ''} was back. It is in stock again, while it lasts:\n${link}\n\nWe send this mail only once.\n${s.storeName}`,
  };
}

/**
 * 'Notify me' on a sold-out size or colour (decision record 034). A wish waits, one per email
 * and variant, until the variant has stock again; then its mail goes into the outbox and the
 * wish is spent, in one transaction, so it is sent at most once. Every way stock rises (an
 * admin's edit, the CSV, the stock route, a cancelled order, a return put back on the shelf)
 * tells the change bus that the catalogue changed: that is the one place the wishes are looked
 * at. Several sweeps at once (several instances, many restocks together) share the work by
 * locking the wishes they send and passing over those another holds.
 */
export class StockAlertsService {
  private readonly sweeps: BatchRunner;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly settings: StockAlertSettings,
    changes: ChangeBus,
  ) {
    this.sweeps = new BatchRunner(
      () => this.sweep(),
      BATCH,
      (err) => this.settings.log?.error({ err }, 'sending back-in-stock mails failed'),
    );
    changes.on('catalogue', () => void this.sweepSoon());
  }

  /** Asks to be told when a product's size × colour is back; refused when it can be bought now. */
  async request(input: z.output<typeof stockAlertSchema>, userId: number | null): Promise<StockAlertAnswer> {
    const { productId } = input;
    const email = input.email ?? (userId ? await this.emailOf(userId) : undefined);
    if (!email)
      throw invalid('Enter your email to hear when it is back', [{ path: 'email', message: 'Email is required' }]);
    const [variant] = await this.db
      .select({ stock: productVariants.stockQuantity, inStock: products.inStock })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        and(
          eq(productVariants.productId, productId),
          eq(productVariants.size, input.size),
          eq(productVariants.color, input.color),
          eq(products.active, true),
        ),
      );
    if (!variant) throw notFound(`This product has no ${variantLabel(input.size, input.color)}`);
    if (variant.stock > 0 && variant.inStock) throw conflict('It is in stock: you can buy it now');
    const made = rowsOf<{ id: number }>(
      await this.db.execute(sql`insert into ${stockAlerts} (product_id, size, color, email, user_id, language)
        values (${productId}, ${input.size}, ${input.color}, ${email}, ${userId}, ${input.language})
        on conflict (product_id, size, color, email) where sent_at is null do nothing returning id`),
    );
    return { email, alreadyWaiting: made.length === 0 };
  }

  private async emailOf(userId: number): Promise<string | undefined> {
    const [user] = await this.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return user?.email ?? undefined;
  }

  /** Starts a sweep, or one more after the one under way; answers when the sweeping is done. */
  sweepSoon(): Promise<void> {
    return this.sweeps.run();
  }

  /** Waits for a sweep under way. */
  idle(): Promise<void> {
    return this.sweeps.idle();
  }

  /** Sends a batch of the wishes whose variant is back in stock; answers how many. */
  async sweep(): Promise<number> {
    const sent = await this.db.transaction(async (tx) => {
      const due = rowsOf<Due>(
        await tx.execute(sql`select a.id, a.email, a.language, p.name, p.name_hi, p.slug, a.size, a.color
          from ${stockAlerts} a
          join ${productVariants} v on v.product_id = a.product_id and v.size = a.size and v.color = a.color
          join ${products} p on p.id = a.product_id
          where a.sent_at is null and v.stock_quantity > 0 and p.active and p.in_stock
          order by a.id limit ${BATCH}
          for update of a skip locked`),
      );
      if (!due.length) return 0;
      await this.mailer.enqueue(
        tx,
        due.map((d) => backInStockMail(d, this.settings)),
      );
      await tx
        .update(stockAlerts)
        .set({ sentAt: sql`now()` })
        .where(
          inArray(
            stockAlerts.id,
            due.map((d) => d.id),
          ),
        );
      return due.length;
    });
    if (sent) this.mailer.kick();
    return sent;
  }
}
