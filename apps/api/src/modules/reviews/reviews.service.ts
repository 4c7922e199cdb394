import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  REVIEW_UPLOADS,
  type AdminPage,
  type AdminReview,
  type adminReviewsQuery,
  type MyReview,
  type ProductReviews,
  type Review,
  type reviewInputSchema,
  type ReviewEligibility,
  type ReviewModeration,
  type reviewsQuery,
  type ReviewStatus,
  type ReviewSummary,
} from '@kuber/shared';
import type { z } from 'zod';
import { rowsOf, type Db, type Tx } from '#api/db/client.js';
import { orderItems, orders, products, reviewPhotos, reviews, reviewVotes, users } from '#api/db/schema.js';
import type { ChangeBus } from '#api/lib/change-bus.js';
import { AppError, conflict, invalid, notFound } from '#api/lib/errors.js';
import type { UploadsService } from '../uploads/uploads.service.js';

type ReviewRow = typeof reviews.$inferSelect;
type ReviewInput = z.output<typeof reviewInputSchema>;

/** Orders whose goods reached the shopper: their lines make a buyer who may review. */
const DELIVERED = ['DELIVERED', 'RETURNED'] as const;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const isUniqueViolation = (err: unknown) =>
  (err as { code?: string }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505';

/** A review as the product page shows it. */
function publicReview(r: ReviewRow): Review {
  return {
    id: r.id,
    author: r.authorName,
    verifiedBuyer: r.orderItemId !== null,
    rating: r.rating,
    fit: r.fit,
    title: r.title,
    text: r.body,
    photos: r.photos,
    helpful: r.helpfulCount,
    reply: r.reply,
    repliedAt: iso(r.repliedAt),
    createdAt: r.createdAt.toISOString(),
  };
}

function ownReview(r: ReviewRow): MyReview {
  return {
    id: r.id,
    productId: r.productId,
    rating: r.rating,
    fit: r.fit,
    title: r.title,
    text: r.body,
    photos: r.photos,
    status: r.status,
    reply: r.reply,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/**
 * Locks the product's row (as an order does, leaving its key alone) and writes its rating and
 * count from its published reviews. Every write that can change what is published calls it in its
 * own transaction, after taking the lock first: two moderations of one product's reviews follow
 * one another, and the second counts what the first committed.
 */
async function lockProduct(tx: Tx, productId: number): Promise<void> {
  const [found] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .for('no key update');
  if (!found) throw notFound('Product not found');
}

async function recount(tx: Tx, productId: number): Promise<void> {
  await tx.execute(sql`
    update ${products} set
      rating = coalesce((select avg(rating)::real from ${reviews} where product_id = ${productId} and status = 'PUBLISHED'), 0),
      reviews = (select count(*)::int from ${reviews} where product_id = ${productId} and status = 'PUBLISHED')
    where id = ${productId}`);
}

/**
 * Writes every product's rating and count from its published reviews where they differ (a store
 * that typed them in before reviews existed, the demo seed); answers how many changed.
 */
export async function recountProductRatings(db: Db): Promise<number> {
  const changed = rowsOf<{ id: number }>(
    await db.execute(sql`
      update ${products} p set rating = c.rating, reviews = c.reviews
      from (
        select p.id, coalesce(r.rating, 0)::real as rating, coalesce(r.n, 0)::int as reviews
        from ${products} p
        left join (
          select product_id, avg(rating) as rating, count(*) as n from ${reviews}
          where status = 'PUBLISHED' group by product_id
        ) r on r.product_id = p.id
        where p.rating <> coalesce(r.rating, 0)::real or p.reviews <> coalesce(r.n, 0)
      ) c
      where p.id = c.id
      returning p.id`),
  );
  return changed.length;
}

export interface ReviewsSettings {
  moderation: ReviewModeration;
  uploads: UploadsService;
  changes: ChangeBus;
}

/**
 * Reviews by people who bought (decision 033): only a shopper with a delivered line of the
 * product writes one, one per product, editable; the shop publishes, hides and answers them; the
 * product's `rating` and `reviews` are what its published reviews add up to, never typed in.
 */
export class ReviewsService {
  constructor(
    private readonly db: Db,
    private readonly settings: ReviewsSettings,
  ) {}

  /**
   * Brings every product's rating and count in line with its published reviews (a store that
   * typed them in before reviews existed starts from the truth); answers how many changed.
   */
  async recountAll(): Promise<number> {
    const changed = await recountProductRatings(this.db);
    if (changed) this.settings.changes.publish('catalogue');
    return changed;
  }

  /** The shopper's delivered line of the product, the newest, if they have one. */
  private async deliveredLine(db: Db | Tx, userId: number, productId: number): Promise<number | null> {
    const [line] = await db
      .select({ id: orderItems.id })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(eq(orders.userId, userId), eq(orderItems.productId, productId), inArray(orders.status, [...DELIVERED])),
      )
      .orderBy(desc(orderItems.id))
      .limit(1);
    return line?.id ?? null;
  }

  private async productExists(productId: number): Promise<void> {
    const [p] = await this.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), sql`${products.archivedAt} is null`));
    if (!p) throw notFound('Product not found');
  }

  /** Whether the shopper may review the product, and their review if they wrote one. */
  async eligibility(userId: number, productId: number): Promise<ReviewEligibility> {
    await this.productExists(productId);
    const [line, [own]] = await Promise.all([
      this.deliveredLine(this.db, userId, productId),
      this.db
        .select()
        .from(reviews)
        .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId))),
    ]);
    return { canReview: line !== null || own !== undefined, review: own ? ownReview(own) : null };
  }

  /** The photos must be ones this shopper uploaded: a review shows only its own shopper's. */
  private async checkPhotos(userId: number, photos: string[]): Promise<void> {
    if (!photos.length) return;
    const own = await this.db
      .select({ url: reviewPhotos.url })
      .from(reviewPhotos)
      .where(and(eq(reviewPhotos.userId, userId), inArray(reviewPhotos.url, photos)));
    const owned = new Set(own.map((p) => p.url));
    const errors = photos.flatMap((url, n) =>
      owned.has(url) ? [] : [{ path: `photos.${n}`, message: 'Please upload the photo again' }],
    );
    if (errors.length) throw invalid('Please upload the photo again', errors);
  }

  /** Where a written or edited review goes: straight out, or to the shop's queue (and a hidden one always to the queue). */
  private statusAfterWriting(before: ReviewStatus | null): ReviewStatus {
    if (before === 'HIDDEN') return 'PENDING';
    return this.settings.moderation === 'at-once' ? 'PUBLISHED' : 'PENDING';
  }

  async create(userId: number, productId: number, input: ReviewInput): Promise<MyReview> {
    await this.productExists(productId);
    const line = await this.deliveredLine(this.db, userId, productId);
    if (line === null)
      throw new AppError('FORBIDDEN', 'Only a shopper whose order of this product was delivered can review it');
    await this.checkPhotos(userId, input.photos);
    const [author] = await this.db.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId));
    try {
      const row = await this.db.transaction(async (tx) => {
        await lockProduct(tx, productId);
        const [existing] = await tx
          .select({ id: reviews.id })
          .from(reviews)
          .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)));
        if (existing) throw conflict('You have already reviewed this product: edit your review instead');
        const status = this.statusAfterWriting(null);
        const [inserted] = await tx
          .insert(reviews)
          .values({
            productId,
            userId,
            orderItemId: line,
            authorName: author?.firstName.trim() || 'Shopper',
            rating: input.rating,
            fit: input.fit,
            title: input.title,
            body: input.text,
            photos: input.photos,
            status,
          })
          .returning();
        if (status === 'PUBLISHED') await recount(tx, productId);
        return inserted!;
      });
      if (row.status === 'PUBLISHED') this.settings.changes.publish('catalogue');
      return ownReview(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('You have already reviewed this product: edit your review instead');
      throw err;
    }
  }

  /** The shopper's edit: the whole review again; a published one goes back to the queue when the shop checks first. */
  async edit(userId: number, reviewId: number, input: ReviewInput): Promise<MyReview> {
    const own = await this.own(userId, reviewId);
    await this.checkPhotos(userId, input.photos);
    const row = await this.db.transaction(async (tx) => {
      await lockProduct(tx, own.productId);
      const [before] = await tx.select().from(reviews).where(eq(reviews.id, reviewId));
      if (!before) throw notFound('Review not found');
      const [updated] = await tx
        .update(reviews)
        .set({
          rating: input.rating,
          fit: input.fit,
          title: input.title,
          body: input.text,
          photos: input.photos,
          status: this.statusAfterWriting(before.status),
          hideReason: null,
          updatedAt: new Date(),
        })
        .where(eq(reviews.id, reviewId))
        .returning();
      await recount(tx, own.productId);
      return { before, after: updated! };
    });
    if (row.before.status === 'PUBLISHED' || row.after.status === 'PUBLISHED')
      this.settings.changes.publish('catalogue');
    return ownReview(row.after);
  }

  async remove(userId: number, reviewId: number): Promise<void> {
    const own = await this.own(userId, reviewId);
    await this.db.transaction(async (tx) => {
      await lockProduct(tx, own.productId);
      await tx.delete(reviews).where(eq(reviews.id, reviewId));
      await recount(tx, own.productId);
    });
    if (own.status === 'PUBLISHED') this.settings.changes.publish('catalogue');
  }

  /** A review of the shopper's; anyone else's is not found, as if it did not exist. */
  private async own(userId: number, reviewId: number): Promise<ReviewRow> {
    const [row] = await this.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)));
    if (!row) throw notFound('Review not found');
    return row;
  }

  /** A shopper's photo for a review: checked, resized and stored as every upload is, and kept as theirs. */
  async uploadPhoto(userId: number, data: Buffer): Promise<{ publicUrl: string }> {
    const uploaded = await this.settings.uploads.upload({ data, categorySlug: REVIEW_UPLOADS, filename: 'review' });
    await this.db.insert(reviewPhotos).values({ userId, url: uploaded.publicUrl }).onConflictDoNothing();
    return { publicUrl: uploaded.publicUrl };
  }

  /** What the product's published reviews add up to. */
  async summary(productId: number): Promise<ReviewSummary> {
    const rows = await this.db
      .select({ rating: reviews.rating, fit: reviews.fit, n: count() })
      .from(reviews)
      .where(and(eq(reviews.productId, productId), eq(reviews.status, 'PUBLISHED')))
      .groupBy(reviews.rating, reviews.fit);
    const stars = [0, 0, 0, 0, 0];
    const fit = { RUNS_SMALL: 0, TRUE_TO_SIZE: 0, RUNS_LARGE: 0 };
    let total = 0;
    let sum = 0;
    for (const r of rows) {
      stars[5 - r.rating]! += r.n;
      if (r.fit) fit[r.fit] += r.n;
      total += r.n;
      sum += r.rating * r.n;
    }
    return { average: total ? Math.round((sum / total) * 10) / 10 : 0, count: total, stars, fit };
  }

  /** The summary and a page of the published reviews, newest or most helpful first. */
  async ofProduct(productId: number, query: Omit<z.output<typeof reviewsQuery>, 'productId'>): Promise<ProductReviews> {
    await this.productExists(productId);
    const where = and(eq(reviews.productId, productId), eq(reviews.status, 'PUBLISHED'));
    const order =
      query.sort === 'helpful'
        ? [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)]
        : [desc(reviews.createdAt), desc(reviews.id)];
    const [summary, rows] = await Promise.all([
      this.summary(productId),
      this.db
        .select()
        .from(reviews)
        .where(where)
        .orderBy(...order)
        .limit(query.size)
        .offset(query.page * query.size),
    ]);
    return {
      summary,
      reviews: rows.map(publicReview),
      page: query.page,
      size: query.size,
      total: summary.count,
      totalPages: Math.ceil(summary.count / query.size),
    };
  }

  /** A few of the product's published reviews for its structured data: the most helpful, then the newest. */
  async forStructuredData(productId: number, limit = 5): Promise<Review[]> {
    const rows = await this.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.productId, productId), eq(reviews.status, 'PUBLISHED')))
      .orderBy(desc(reviews.helpfulCount), desc(reviews.createdAt))
      .limit(limit);
    return rows.map(publicReview);
  }

  /**
   * 'Was this helpful?': counted once per shopper (or, for a visitor, per browser), the vote and
   * the count written together.
   */
  async helpful(reviewId: number, voter: string): Promise<{ helpful: number; counted: boolean }> {
    return this.db.transaction(async (tx) => {
      const [review] = await tx
        .select({ status: reviews.status })
        .from(reviews)
        .where(eq(reviews.id, reviewId))
        .for('no key update');
      if (review?.status !== 'PUBLISHED') throw notFound('Review not found');
      const added = await tx.insert(reviewVotes).values({ reviewId, voter }).onConflictDoNothing().returning();
      const [row] = await tx
        .update(reviews)
        .set({ helpfulCount: sql`${reviews.helpfulCount} + ${added.length}` })
        .where(eq(reviews.id, reviewId))
        .returning({ helpful: reviews.helpfulCount });
      return { helpful: row!.helpful, counted: added.length > 0 };
    });
  }

  /** The queue: newest first, by status and product. */
  async list(query: z.output<typeof adminReviewsQuery>): Promise<AdminPage<AdminReview>> {
    const where: SQL[] = [];
    if (query.status) where.push(eq(reviews.status, query.status));
    if (query.productId) where.push(eq(reviews.productId, query.productId));
    const [rows, [total]] = await Promise.all([
      this.adminRows(and(...where))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(query.size)
        .offset(query.page * query.size),
      this.db
        .select({ n: count() })
        .from(reviews)
        .where(and(...where)),
    ]);
    return {
      items: rows.map(adminReview),
      page: query.page,
      size: query.size,
      total: total!.n,
      totalPages: Math.ceil(total!.n / query.size),
    };
  }

  private adminRows(where: SQL | undefined) {
    return this.db
      .select({
        review: reviews,
        productName: products.name,
        productSlug: products.slug,
        productImage: products.image,
        userEmail: users.email,
        orderNumber: orders.orderNumber,
      })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .leftJoin(users, eq(users.id, reviews.userId))
      .leftJoin(orderItems, eq(orderItems.id, reviews.orderItemId))
      .leftJoin(orders, eq(orders.id, orderItems.orderId))
      .where(where)
      .$dynamic();
  }

  private async adminOne(reviewId: number): Promise<AdminReview> {
    const [row] = await this.adminRows(eq(reviews.id, reviewId));
    if (!row) throw notFound('Review not found');
    return adminReview(row);
  }

  /** Publishes or hides a review, the product's rating and count recounted in the same transaction. */
  private async moderate(reviewId: number, status: 'PUBLISHED' | 'HIDDEN', hideReason: string | null) {
    const [found] = await this.db
      .select({ productId: reviews.productId })
      .from(reviews)
      .where(eq(reviews.id, reviewId));
    if (!found) throw notFound('Review not found');
    await this.db.transaction(async (tx) => {
      await lockProduct(tx, found.productId);
      await tx.update(reviews).set({ status, hideReason, updatedAt: new Date() }).where(eq(reviews.id, reviewId));
      await recount(tx, found.productId);
    });
    this.settings.changes.publish('catalogue');
    return this.adminOne(reviewId);
  }

  publish(reviewId: number): Promise<AdminReview> {
    return this.moderate(reviewId, 'PUBLISHED', null);
  }

  hide(reviewId: number, reason: string): Promise<AdminReview> {
    return this.moderate(reviewId, 'HIDDEN', reason);
  }

  /** The shop's public answer under the review; an empty one takes it away. */
  async reply(reviewId: number, reply: string): Promise<AdminReview> {
    const updated = await this.db
      .update(reviews)
      .set({ reply: reply || null, repliedAt: reply ? new Date() : null })
      .where(eq(reviews.id, reviewId))
      .returning({ id: reviews.id });
    if (!updated.length) throw notFound('Review not found');
    return this.adminOne(reviewId);
  }
}

function adminReview(row: {
  review: ReviewRow;
  productName: string;
  productSlug: string;
  productImage: string;
  userEmail: string | null;
  orderNumber: string | null;
}): AdminReview {
  const r = row.review;
  return {
    id: r.id,
    productId: r.productId,
    productName: row.productName,
    productSlug: row.productSlug,
    productImage: row.productImage,
    author: r.authorName,
    userEmail: row.userEmail,
    orderNumber: row.orderNumber,
    rating: r.rating,
    fit: r.fit,
    title: r.title,
    text: r.body,
    photos: r.photos,
    status: r.status,
    hideReason: r.hideReason,
    reply: r.reply,
    repliedAt: iso(r.repliedAt),
    helpful: r.helpfulCount,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
