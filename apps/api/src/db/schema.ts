import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
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
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    rating: real('rating').notNull().default(0),
    reviews: integer('reviews').notNull().default(0),
    sizes: text('sizes').array().notNull().default(sql`'{}'::text[]`),
    colors: text('colors').array().notNull().default(sql`'{}'::text[]`),
    /** Extra words shoppers search by (category names, synonyms); part of the search vector. */
    tags: text('tags').notNull().default(''),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    inStock: boolean('in_stock').notNull().default(true),
    featured: boolean('featured').notNull().default(false),
    active: boolean('active').notNull().default(true),
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
    index('products_search_idx').using('gin', t.search),
    index('products_category_price_idx').on(t.categoryId, t.pricePaise).where(sql`${t.active}`),
    index('products_category_featured_idx').on(t.categoryId, t.featured, t.createdAt).where(sql`${t.active}`),
    index('products_active_created_idx').on(t.createdAt).where(sql`${t.active}`),
    index('products_active_rating_idx').on(t.rating, t.reviews).where(sql`${t.active}`),
    index('products_active_price_idx').on(t.pricePaise).where(sql`${t.active}`),
  ],
);

/** The catalogue's vocabulary (stemmed words), for correcting misspelt searches by trigram similarity. */
export const searchWords = pgTable(
  'search_words',
  { word: text('word').primaryKey() },
  (t) => [index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);
