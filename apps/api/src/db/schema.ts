import { sql } from 'drizzle-orm';
import type { OrderNoteCode, SizeChart } from '@kuber/shared';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  bigint,
  boolean,
  date,
  varchar,
  jsonb,
  pgEnum,
  pgSequence,
  unique,
  uniqueIndex,
  uuid,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  image: text('image').notNull().default(''),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    pricePaise: integer('price_paise').notNull(),
    originalPricePaise: integer('original_price_paise'),
    image: text('image').notNull().default(''),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    rating: real('rating').notNull().default(0),
    reviews: integer('reviews').notNull().default(0),
    sizes: text('sizes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    colors: text('colors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Extra words shoppers search by (category names, synonyms); part of the search vector. */
    tags: text('tags').notNull().default(''),
    /** The name and description in Hindi, when the owner gives them; English is shown otherwise. */
    nameHi: text('name_hi'),
    descriptionHi: text('description_hi'),
    /** Which colour a picture shows (picture URL → one of `colors`); pictures not named show every colour. */
    imageColors: jsonb('image_colors').$type<Record<string, string>>().notNull().default({}),
    /** The sum of the variants' stock, kept by a trigger on product_variants. */
    stockQuantity: integer('stock_quantity').notNull().default(0),
    inStock: boolean('in_stock').notNull().default(true),
    featured: boolean('featured').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** Set when a product that was ordered is deleted: hidden from the store and the admin's list, kept for its orders. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Raised by every admin write of the product: a save made from an older version is refused (decision 015). */
    version: integer('version').notNull().default(1),
    /** GST's HSN code and rate; when not set, the category's and the price's (TAX_MODE=gst). */
    hsnCode: text('hsn_code'),
    gstRatePercent: real('gst_rate_percent'),
    /** False for what cannot be returned or exchanged (innerwear, made to order): the product page says so. */
    returnable: boolean('returnable').notNull().default(true),
    /** A maker's warranty, when the product has one: the product page promises it. */
    warrantyMonths: integer('warranty_months'),
    /** What it is made of ('100% cotton'), how it fits and how to wash it: the product page's details. */
    fabric: text('fabric'),
    fit: text('fit'),
    care: text('care'),
    /** Where it was made, and who made or imported it with their address: India's e-commerce rules ask for both. */
    countryOfOrigin: text('country_of_origin'),
    manufacturer: text('manufacturer'),
    /** The product's own size chart (measures in cm); none: its category's (size_charts). */
    sizeChart: jsonb('size_chart').$type<SizeChart>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', tags), 'B') || setweight(to_tsvector('english', description), 'C')`,
      ),
  },
  (t) => [
    check('products_price_positive', sql`${t.pricePaise} > 0`),
    check('products_stock_not_negative', sql`${t.stockQuantity} >= 0`),
    check('products_rating_range', sql`${t.rating} >= 0 and ${t.rating} <= 5`),
    // An archived product can never be switched back on: it is gone from the store for good.
    check('products_archived_inactive', sql`${t.archivedAt} is null or not ${t.active}`),
    index('products_search_idx').using('gin', t.search),
    // The back office finds products by any part of the name.
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('products_category_price_idx')
      .on(t.categoryId, t.pricePaise)
      .where(sql`${t.active}`),
    index('products_category_featured_idx')
      .on(t.categoryId, t.featured, t.createdAt)
      .where(sql`${t.active}`),
    index('products_active_created_idx')
      .on(t.createdAt)
      .where(sql`${t.active}`),
    index('products_active_rating_idx')
      .on(t.rating, t.reviews)
      .where(sql`${t.active}`),
    index('products_active_price_idx')
      .on(t.pricePaise)
      .where(sql`${t.active}`),
  ],
);

/**
 * Stock per size and colour: every size × colour a product lists, or one variant
 * ('' and '') when it lists none. The product's stock_quantity is their sum.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull().default(''),
    color: text('color').notNull().default(''),
    stockQuantity: integer('stock_quantity').notNull().default(0),
  },
  (t) => [
    unique('product_variants_key').on(t.productId, t.size, t.color),
    check('product_variants_stock_not_negative', sql`${t.stockQuantity} >= 0`),
    index('product_variants_in_stock_idx')
      .on(t.size, t.color, t.productId)
      .where(sql`${t.stockQuantity} > 0`),
  ],
);

/** The catalogue's vocabulary (stemmed words), for correcting misspelt searches by trigram similarity. */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

export const roleEnum = pgEnum('role', ['USER', 'ADMIN']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: roleEnum('role').notNull().default('USER'),
    enabled: boolean('enabled').notNull().default(true),
    /** The code given at sign-up (a referrer's phone or the promo code), kept for the referral programme. */
    referralCodeUsed: text('referral_code_used'),
    referredById: integer('referred_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** True once a second factor is verified; admin routes then need aal2. */
    mfaEnabled: boolean('mfa_enabled').notNull().default(false),
    /** Tokens issued before this moment are refused (password reset, sign-out everywhere). */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    /** Set when an admin deleted an account that has orders: its personal details are gone, its orders kept. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    uniqueIndex('users_phone_idx').on(t.phone),
    index('users_referred_by_idx').on(t.referredById),
  ],
);

/**
 * One log-in and everything that follows from it (refreshes, the second factor). Every
 * authenticated request checks its session here, so ending one ends its access tokens at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The newest refresh token's expiry: past it the session can only have ended. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Refresh tokens, stored hashed; each belongs to a session (familyId) and is spent by one rotation. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    aal: text('aal').notNull().default('aal1'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_resets_hash_idx').on(t.tokenHash)],
);

/** TOTP second factors (admins). */
export const mfaFactors = pgTable('mfa_factors', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  friendlyName: text('friendly_name').notNull().default('Authenticator app'),
  /** Sealed with the store's encryption key (lib/secret-box). */
  secret: text('secret').notNull(),
  verified: boolean('verified').notNull().default(false),
  lastUsedStep: integer('last_used_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const mfaChallenges = pgTable('mfa_challenges', {
  id: uuid('id').primaryKey().defaultRandom(),
  factorId: uuid('factor_id')
    .notNull()
    .references(() => mfaFactors.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  /** Wrong codes sent for this challenge; at the limit it can no longer be answered. */
  failedAttempts: integer('failed_attempts').notNull().default(0),
});

/**
 * Mail the store sends, written in the same transaction as what it tells of (an order
 * placed, a reset asked for) and sent after the commit; a failed send is tried again
 * later. Without SMTP the mail stays here (and tests read it).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** Documents sent with the mail, made when it is sent: an order's invoice (the one named, else its live one) or a credit note, as PDFs. */
    attachments: jsonb('attachments')
      .$type<{ kind: 'invoice' | 'credit-note'; orderId: number; invoiceId?: number; creditNoteId?: number }[]>()
      .notNull()
      .default([]),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/** Token signing keys, shared by every app instance on the database; the newest signs, older ones still verify. */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  /** The private JWK, sealed with the store's encryption key (lib/secret-box). */
  privateJwk: text('private_jwk').notNull(),
  publicJwk: jsonb('public_jwk').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Counters of the log-in throttle when the store runs on PostgreSQL (rate-limiter-flexible's table layout). */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** The variant's size and colour ('' when the product lists none), as the line shows them. */
    size: text('size').notNull().default(''),
    color: text('color').notNull().default(''),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cart_items_line_key').on(t.userId, t.productId, t.size, t.color),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('wishlist_items_key').on(t.userId, t.productId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pinCode: text('pin_code').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('addresses_same_key').on(t.userId, t.fullName, t.phone, t.line1, t.line2, t.city, t.state, t.pinCode)],
);

export const orderStatusEnum = pgEnum('order_status', [
  'PENDING',
  'CONFIRMED',
  'PROCESSING',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'RETURNED',
]);
export const paymentStatusEnum = pgEnum('payment_status', [
  'PENDING',
  'PAID',
  'FAILED',
  'REFUNDED',
  'PARTIALLY_REFUNDED',
]);
export const paymentMethodEnum = pgEnum('payment_method', ['COD', 'WHATSAPP', 'UPI', 'ONLINE']);

/**
 * Coupons earned through the referral programme: one per ancestor (level 1-6) for each
 * referred sign-up, worth a store-set amount off an order above a minimum, spent once. A
 * store-credit coupon (level 0) is a return's refund the shopper chose to keep with the shop.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The shopper whose sign-up earned it. */
    sourceUserId: integer('source_user_id').references(() => users.id, { onDelete: 'set null' }),
    level: integer('level').notNull(),
    /** REFERRAL (earned by a sign-up, level 1-6) or STORE_CREDIT (a return's refund, level 0). */
    kind: text('kind').$type<'REFERRAL' | 'STORE_CREDIT'>().notNull().default('REFERRAL'),
    valuePaise: integer('value_paise').notNull(),
    minOrderPaise: integer('min_order_paise').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The order it was spent on; cleared again when that order is cancelled or returned. */
    spentOrderId: integer('spent_order_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    spentAt: timestamp('spent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A referral coupon not yet earned: the shop pays referrals once the referred shopper's first
     * order is delivered (REFERRAL_REWARD_ON=delivery). It cannot be spent while pending.
     */
    pending: boolean('pending').notNull().default(false),
    /** The referred shopper's delivered order that earned it (delivery rule); a return of that order makes it pending again while unspent. */
    earnedOrderId: integer('earned_order_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('coupons_one_per_signup').on(t.ownerId, t.sourceUserId),
    index('coupons_owner_idx').on(t.ownerId),
    check(
      'coupons_level_range',
      sql`(${t.kind} = 'REFERRAL' and ${t.level} between 1 and 6) or (${t.kind} = 'STORE_CREDIT' and ${t.level} = 0)`,
    ),
  ],
);

export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 10000001 });

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number')
      .notNull()
      .unique()
      .default(sql`'KF' || nextval('order_number_seq')`),
    /** Kept when the account is deleted: the shop still needs its orders. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: text('user_email').notNull(),
    status: orderStatusEnum('status').notNull().default('PENDING'),
    paymentMethod: paymentMethodEnum('payment_method').notNull(),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('PENDING'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    taxPaise: integer('tax_paise').notNull(),
    shippingPaise: integer('shipping_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    totalItems: integer('total_items').notNull(),
    shipFullName: text('ship_full_name').notNull(),
    shipPhone: text('ship_phone').notNull(),
    shipLine1: text('ship_line1').notNull(),
    shipLine2: text('ship_line2').notNull().default(''),
    shipCity: text('ship_city').notNull(),
    shipState: text('ship_state').notNull(),
    shipPinCode: text('ship_pin_code').notNull(),
    shipCountry: text('ship_country').notNull().default('India'),
    notes: text('notes'),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    /** The shopper's payment reference (a UPI transaction's UTR). */
    paymentReference: text('payment_reference'),
    /** An order paid by UPI and still unpaid past this is cancelled. */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    /** The language the shopper ordered in, for the mails about it. */
    locale: text('locale').notNull().default('en'),
    /** Set once the stock of a cancelled or returned order has been put back. */
    stockReturned: boolean('stock_returned').notNull().default(false),
    /** Raised by every change of the order: a move made from an older version is refused (decision 005). */
    version: integer('version').notNull().default(1),
    /** The checkout attempt's Idempotency-Key: a retry with the same key answers this order again. */
    idempotencyKey: text('idempotency_key'),
    /** A cash-on-delivery fee, part of the total. */
    codFeePaise: integer('cod_fee_paise').notNull().default(0),
    /** The payment gateway's own id of what the shopper pays (a Razorpay payment link), for ONLINE orders. */
    gatewayOrderId: text('gateway_order_id'),
    /** When that payment page was closed at the gateway, the order having closed unpaid: nobody pays for it after. */
    gatewayClosedAt: timestamp('gateway_closed_at', { withTimezone: true }),
    /** Why a payment could not be taken as the order's (an amount or currency that differs): shown to the admin. */
    paymentIssue: text('payment_issue'),
    /** How tax was worked out: 'added' on top of the subtotal, or 'gst' included in the prices. */
    taxMode: text('tax_mode').notNull().default('added'),
    /** GST's place of supply (the delivery state) and the tax split by kind, in 'gst' mode. */
    placeOfSupply: text('place_of_supply'),
    cgstPaise: integer('cgst_paise').notNull().default(0),
    sgstPaise: integer('sgst_paise').notNull().default(0),
    igstPaise: integer('igst_paise').notNull().default(0),
    /**
     * In 'gst' mode, the charges (shipping and the cash-on-delivery fee) are one composite supply with
     * the goods: taxed at this rate (the order's highest line rate), this much of their amount being GST.
     */
    chargesGstRatePercent: real('charges_gst_rate_percent'),
    chargesTaxPaise: integer('charges_tax_paise').notNull().default(0),
    /** The order's live invoice (its latest, in order_invoices): its number in its financial year's series, and when it was issued. */
    invoiceNumber: text('invoice_number').unique(),
    invoiceIssuedAt: timestamp('invoice_issued_at', { withTimezone: true }),
    /** The delivery zone the order was priced and promised by (null: the store's default, everywhere). */
    deliveryZoneId: integer('delivery_zone_id').references((): AnyPgColumn => deliveryZones.id, {
      onDelete: 'set null',
    }),
    /** The latest day (India's date) the shopper was promised delivery by, when the order was placed. */
    deliveryBy: date('delivery_by', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The discount code the order was placed with, as typed by the owner, and what it took off (part of discountPaise). */
    discountCode: text('discount_code'),
    codeDiscountPaise: integer('code_discount_paise').notNull().default(0),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_idx').on(t.status),
    uniqueIndex('orders_idempotency_idx').on(t.userId, t.idempotencyKey),
    uniqueIndex('orders_gateway_order_idx').on(t.gatewayOrderId),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The variant the stock came from, and goes back to on cancel or return. */
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    /** The product's Hindi name when it was ordered, if it had one: a Hindi order names it so. */
    productNameHi: text('product_name_hi'),
    productSlug: text('product_slug').notNull(),
    productImage: text('product_image').notNull(),
    categoryId: integer('category_id').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    totalPricePaise: integer('total_price_paise').notNull(),
    size: text('size'),
    color: text('color'),
    /** GST of the line ('gst' mode): the HSN code, the rate, and the price split into taxable value and tax. */
    hsnCode: text('hsn_code'),
    gstRatePercent: real('gst_rate_percent'),
    taxablePaise: integer('taxable_paise'),
    taxPaise: integer('tax_paise'),
    /** The line's share of the order's discount (a coupon and a discount code): a return refunds what the line was paid after it. */
    discountSharePaise: integer('discount_share_paise').notNull().default(0),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_product_idx').on(t.productId)],
);

/**
 * Every movement of an order's money: a payment captured or failed, a refund asked for and
 * processed, by the gateway or recorded by the admin with its reference. A gateway's id is kept
 * once per kind, so a webhook or a return seen twice changes nothing.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'CAPTURE' | 'FAILURE' | 'REFUND'>().notNull(),
    /** 'razorpay', or 'manual' for what the admin records (a UPI or cash refund). */
    provider: text('provider').notNull(),
    gatewayId: text('gateway_id'),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status').$type<'PENDING' | 'PROCESSED' | 'FAILED'>().notNull(),
    /** A bank reference (UTR) or the gateway's reason for a failure. */
    reference: text('reference'),
    /** A refund's capture: the gateway payment it gives money back from. */
    refundOfId: integer('refund_of_id').references((): AnyPgColumn => payments.id, { onDelete: 'cascade' }),
    /** Why a refund was made (the admin's words, or the store's: the order cancelled, a wrong amount). */
    note: text('note'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_created_idx').on(t.createdAt),
    uniqueIndex('payments_gateway_idx').on(t.provider, t.kind, t.gatewayId),
    check('payments_kind', sql`${t.kind} in ('CAPTURE', 'FAILURE', 'REFUND')`),
    check('payments_status', sql`${t.status} in ('PENDING', 'PROCESSED', 'FAILED')`),
    check('payments_amount_not_negative', sql`${t.amountPaise} >= 0`),
  ],
);

/** The gateway's webhook events already handled, by their own id: one delivered twice is handled once. */
export const gatewayEvents = pgTable('gateway_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The last number given in each series of documents (invoices 'INV', credit notes 'CN') per financial year ('26-27'). */
export const documentSeries = pgTable(
  'document_series',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

/**
 * Every invoice an order was given, in order: one, unless an order credited in full was opened and
 * confirmed again, which is a new supply and gets the series' next number (orders.invoice_number is the latest).
 */
export const orderInvoices = pgTable(
  'order_invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    number: text('number').notNull().unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_invoices_order_idx').on(t.orderId), index('order_invoices_issued_idx').on(t.issuedAt)],
);

/** A credit note: a refund or a return after the order was invoiced, with its own number and its tax. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** What is credited, tax included, and its split as on the invoice. */
    amountPaise: integer('amount_paise').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull().default(0),
    sgstPaise: integer('sgst_paise').notNull().default(0),
    igstPaise: integer('igst_paise').notNull().default(0),
    /** The invoice it credits (an order opened again after a full credit has a later one). */
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => orderInvoices.id, { onDelete: 'cascade' }),
    /** What it credits of the order's charges (shipping, cash-on-delivery fee): taxable value and tax, beside the lines. */
    chargesTaxablePaise: integer('charges_taxable_paise').notNull().default(0),
    chargesTaxPaise: integer('charges_tax_paise').notNull().default(0),
    /** The lines credited: order item id, quantity, taxable value and tax of each. */
    lines: jsonb('lines')
      .$type<{ orderItemId: number; quantity: number; taxablePaise: number; taxPaise: number }[]>()
      .notNull(),
    reason: text('reason').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_notes_order_idx').on(t.orderId)],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: orderStatusEnum('status').notNull(),
    changedById: integer('changed_by_id').references(() => users.id, { onDelete: 'set null' }),
    changedByName: text('changed_by_name'),
    note: text('note'),
    /** Which of the store's own notes this is (null for an admin's): the screens word it in the reader's language. */
    noteCode: text('note_code').$type<OrderNoteCode>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId)],
);

/**
 * Where the shop delivers, at what charge and how fast. A PIN code is matched by the zone with the
 * longest PIN prefix that starts it, else by a zone naming its state; a PIN no zone names is
 * delivered free, in the store's default days (the original store's free shipping everywhere).
 */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** States and union territories, as INDIAN_STATES spells them. */
    states: text('states')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Starts of PIN codes, 1 to 6 digits ('560', '4000'). */
    pinPrefixes: text('pin_prefixes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    serviceable: boolean('serviceable').notNull().default(true),
    codAllowed: boolean('cod_allowed').notNull().default(true),
    shippingPaise: integer('shipping_paise').notNull().default(0),
    /** An order's subtotal at or above this ships free; null: the charge always applies. */
    freeAbovePaise: integer('free_above_paise'),
    /** Working days from the order to its delivery, the fastest and the slowest. */
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('delivery_zones_shipping_not_negative', sql`${t.shippingPaise} >= 0`),
    check('delivery_zones_days', sql`${t.minDays} >= 0 and ${t.maxDays} >= ${t.minDays}`),
  ],
);

/** The couriers the shop sends parcels with; a parcel's tracking link is the pattern with its AWB in place of {awb}. */
export const couriers = pgTable('couriers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  trackingUrlPattern: text('tracking_url_pattern').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ShipmentStatus = 'PACKED' | 'SHIPPED' | 'DELIVERED';

/** A parcel of an order: some of its lines, handed to a courier under an AWB number. */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<ShipmentStatus>().notNull().default('PACKED'),
    courierId: integer('courier_id').references(() => couriers.id, { onDelete: 'set null' }),
    /** Kept as it was when shipped: a courier renamed or removed later leaves the parcel's record alone. */
    courierName: text('courier_name'),
    awb: text('awb'),
    trackingUrl: text('tracking_url'),
    weightGrams: integer('weight_grams'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('shipments_order_idx').on(t.orderId),
    check('shipments_status', sql`${t.status} in ('PACKED', 'SHIPPED', 'DELIVERED')`),
  ],
);

/** How many of an order line a shipment carries. */
export const shipmentItems = pgTable(
  'shipment_items',
  {
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shipmentId, t.orderItemId] }),
    index('shipment_items_order_item_idx').on(t.orderItemId),
    check('shipment_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export type ReturnKind = 'RETURN' | 'EXCHANGE';
export type ReturnStatus =
  | 'REQUESTED'
  | 'APPROVED'
  | 'REJECTED'
  | 'PICKUP_SCHEDULED'
  | 'RECEIVED'
  | 'CHECKED'
  | 'REFUNDED'
  | 'EXCHANGE_SHIPPED'
  | 'CANCELLED';
export type ReturnReason = 'TOO_SMALL' | 'TOO_BIG' | 'NOT_AS_DESCRIBED' | 'DAMAGED' | 'CHANGED_MIND';

/**
 * A shopper's request to return or exchange lines of a delivered order, and every step the shop
 * takes on it: approval, the pickup, receiving and checking the parcel, the refund or the
 * replacement's shipping.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<ReturnKind>().notNull(),
    status: text('status').$type<ReturnStatus>().notNull().default('REQUESTED'),
    /** Where a return's money goes: back the way the shopper paid, or a store-credit coupon. */
    refundTo: text('refund_to').$type<'ORIGINAL' | 'STORE_CREDIT'>().notNull().default('ORIGINAL'),
    /** Why the shop refused it, shown to the shopper. */
    rejectReason: text('reject_reason'),
    pickupCourierName: text('pickup_courier_name'),
    pickupAwb: text('pickup_awb'),
    pickupTrackingUrl: text('pickup_tracking_url'),
    /** An exchange's replacement parcel. */
    exchangeCourierName: text('exchange_courier_name'),
    exchangeAwb: text('exchange_awb'),
    exchangeTrackingUrl: text('exchange_tracking_url'),
    refundPaise: integer('refund_paise'),
    /** The refund's record (a gateway refund or one the admin recorded), or the store-credit coupon. */
    refundPaymentId: integer('refund_payment_id').references(() => payments.id, { onDelete: 'set null' }),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    /** Raised by every change: a step taken from an older version is refused. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('return_requests_order_idx').on(t.orderId),
    index('return_requests_status_idx').on(t.status, t.createdAt),
    check('return_requests_kind', sql`${t.kind} in ('RETURN', 'EXCHANGE')`),
    check('return_requests_refund_to', sql`${t.refundTo} in ('ORIGINAL', 'STORE_CREDIT')`),
  ],
);

/** One order line in a return request: how many, why, and for an exchange the size and colour wanted (its stock held). */
export const returnItems = pgTable(
  'return_items',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    reason: text('reason').$type<ReturnReason>().notNull(),
    comment: text('comment'),
    /** A photo of the damage, through the store's upload pipeline. */
    photoUrl: text('photo_url'),
    exchangeVariantId: integer('exchange_variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    exchangeSize: text('exchange_size'),
    exchangeColor: text('exchange_color'),
    /** After checking: how many went back to stock and how many were written off as damaged. */
    restockedQuantity: integer('restocked_quantity').notNull().default(0),
    writtenOffQuantity: integer('written_off_quantity').notNull().default(0),
  },
  (t) => [
    index('return_items_return_idx').on(t.returnId),
    index('return_items_order_item_idx').on(t.orderItemId),
    check('return_items_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'return_items_reason',
      sql`${t.reason} in ('TOO_SMALL', 'TOO_BIG', 'NOT_AS_DESCRIBED', 'DAMAGED', 'CHANGED_MIND')`,
    ),
  ],
);

/**
 * The pictures a shopper uploaded for their return requests: a request may show only its own
 * shopper's. A picture's address is its content's hash, so two shoppers' same picture is one file.
 */
export const returnPhotos = pgTable(
  'return_photos',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.url] })],
);

/**
 * Discount codes the shop's owners make (decision 035): percent or flat rupees off, within rules
 * checked again in the order's own transaction, under this row's lock.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    /** As the owner typed it, upper case; unique whatever its case. */
    code: text('code').notNull(),
    kind: text('kind').$type<'PERCENT' | 'FLAT'>().notNull(),
    /** PERCENT: whole percent off (1-90); FLAT: paise off. */
    value: integer('value').notNull(),
    /** The most a PERCENT code takes off one order, in paise (null: no cap). */
    maxDiscountPaise: integer('max_discount_paise'),
    /** What the order (its lines the code applies to) must come to, in paise. */
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    /** From the start of its first day to the end of its last, India's time (null: open). */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Uses by all shoppers together, and by one shopper (null: no cap). */
    maxUses: integer('max_uses'),
    maxUsesPerShopper: integer('max_uses_per_shopper'),
    /** Only for a shopper who has no order but cancelled ones. */
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** The categories whose lines it takes money off; empty: every product. */
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    active: boolean('active').notNull().default(true),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_idx').on(sql`upper(${t.code})`),
    check('discount_codes_kind', sql`${t.kind} in ('PERCENT', 'FLAT')`),
    check(
      'discount_codes_value',
      sql`(${t.kind} = 'PERCENT' and ${t.value} between 1 and 90) or (${t.kind} = 'FLAT' and ${t.value} > 0)`,
    ),
  ],
);

/** A discount code used on an order: what it took off. Released (not deleted) when the order is cancelled or returned. */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: serial('id').primaryKey(),
    codeId: integer('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The code as the order was placed with it, for the order's pages and mails. */
    code: text('code').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the order closed (cancelled, returned, unpaid in time): the use no longer counts. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [index('discount_redemptions_code_idx').on(t.codeId), index('discount_redemptions_user_idx').on(t.userId)],
);

/**
 * The shop's own words, edited in the back office: the home banner, trust claims, announcement bar
 * and footer's contact details, in both languages. One row ('shop'); until it is saved, the defaults stand.
 */
export const shopContent = pgTable('shop_content', {
  key: text('key').primaryKey(),
  /** The whole content as the admin saved it (shop-content.ts's shopContentSchema). */
  content: jsonb('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
});

/** A category's size chart (measures in cm): what its products show unless one has its own. */
export const sizeCharts = pgTable('size_charts', {
  categoryId: integer('category_id')
    .primaryKey()
    .references(() => categories.id),
  chart: jsonb('chart').$type<SizeChart>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A shopper's wish to hear when a sold-out size × colour is back: one waiting per email and
 * variant; spent (sent_at) once its mail is in the outbox, and never sent again.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull().default(''),
    color: text('color').notNull().default(''),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The language of the page it was asked on: the mail is written in it. */
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_alerts_waiting_key')
      .on(t.productId, t.size, t.color, t.email)
      .where(sql`${t.sentAt} is null`),
    index('stock_alerts_waiting_idx')
      .on(t.productId)
      .where(sql`${t.sentAt} is null`),
  ],
);

/**
 * A shopper's review of a product they bought and had delivered: one per product per shopper, its
 * rating counted in the product's `rating` and `reviews` only while PUBLISHED (decision 033).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Kept when the account is deleted, as the shop keeps its orders; the name shown stays as written. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The delivered order line that made the shopper a buyer ('Verified buyer'). */
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    /** The first name shown beside the review, taken when it was written. */
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    fit: text('fit').$type<'RUNS_SMALL' | 'TRUE_TO_SIZE' | 'RUNS_LARGE'>(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Up to three of the shopper's uploaded photos (review_photos), in their order. */
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').$type<'PENDING' | 'PUBLISHED' | 'HIDDEN'>().notNull().default('PENDING'),
    /** Why the shop hid it: for the shop's own eyes. */
    hideReason: text('hide_reason'),
    /** The shop's public answer, shown under the review. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** How many shoppers or browsers found it helpful: kept in step with review_votes. */
    helpfulCount: integer('helpful_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_product_user_idx').on(t.productId, t.userId),
    index('reviews_product_status_idx').on(t.productId, t.status, t.createdAt),
    index('reviews_status_created_idx').on(t.status, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_fit', sql`${t.fit} is null or ${t.fit} in ('RUNS_SMALL', 'TRUE_TO_SIZE', 'RUNS_LARGE')`),
    check('reviews_status', sql`${t.status} in ('PENDING', 'PUBLISHED', 'HIDDEN')`),
    check('reviews_photos_count', sql`coalesce(array_length(${t.photos}, 1), 0) <= 3`),
    check('reviews_helpful_not_negative', sql`${t.helpfulCount} >= 0`),
  ],
);

/** The photos a shopper uploaded for their reviews: a review may show only its own shopper's (as return_photos). */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.url] })],
);

/** 'Was this helpful?': one vote per review from each shopper (`u:<id>`) or browser (`b:<its id>`). */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    voter: text('voter').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.voter] })],
);
