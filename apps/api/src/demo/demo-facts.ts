import { sql } from 'drizzle-orm';
import { CATEGORIES, findCategory, type CategorySlug, type SizeChart } from '@kuber/shared';
import { pgArray, unnested } from '#api/db/bulk.js';
import { rowsOf, type Db } from '#api/db/client.js';
import { products, sizeCharts } from '#api/db/schema.js';

/*
 * The demo catalogue's size charts and product facts (decision record 034): a chart for each
 * category with sizes, charts of their own for bottoms, belts and shoes sold outside
 * Footwear, and fabric, fit, care, origin and maker for every demo product. Figures are in cm.
 */

const chart = (columns: SizeChart['columns'], rows: [string, ...number[]][]): SizeChart => ({
  columns,
  rows: rows.map(([size, ...cm]) => ({ size, cm })),
});

const MENS_TOPS = chart(
  ['chest', 'shoulder', 'length'],
  [
    ['S', 96, 43, 70],
    ['M', 101, 45, 72],
    ['L', 106, 47, 74],
    ['XL', 111, 49, 76],
    ['XXL', 116, 51, 78],
  ],
);
const WOMENS_TOPS = chart(
  ['bust', 'waist', 'hip', 'length'],
  [
    ['XS', 80, 64, 88, 62],
    ['S', 84, 68, 92, 63],
    ['M', 88, 72, 96, 64],
    ['L', 94, 78, 102, 65],
    ['XL', 100, 84, 108, 66],
  ],
);
const KIDS_BY_AGE = chart(
  ['height', 'chest', 'waist'],
  [
    ['2-3Y', 95, 54, 51],
    ['4-5Y', 110, 58, 53],
    ['6-7Y', 122, 62, 55],
    ['8-9Y', 134, 67, 58],
    ['10-11Y', 146, 72, 61],
  ],
);
/** UK sizes, which India's shops use. */
const SHOES = chart(
  ['footLength'],
  [
    ['3', 22],
    ['4', 22.9],
    ['5', 23.7],
    ['6', 24.6],
    ['7', 25.4],
    ['8', 26.2],
    ['9', 27.1],
    ['10', 27.9],
    ['11', 28.8],
  ],
);
const BOTTOMS = chart(
  ['waist', 'hip', 'inseam'],
  [
    ['26', 66, 92, 74],
    ['28', 71, 95, 76],
    ['30', 76, 98, 78],
    ['32', 81, 102, 80],
    ['34', 86, 106, 81],
    ['36', 91, 110, 82],
    ['38', 97, 115, 82],
  ],
);
const BELTS = chart(
  ['waist', 'length'],
  [
    ['30', 76, 96],
    ['32', 81, 101],
    ['34', 86, 106],
    ['36', 91, 111],
    ['38', 97, 117],
  ],
);

const CATEGORY_CHARTS: [CategorySlug, SizeChart][] = [
  ['mens-fashion', MENS_TOPS],
  ['womens-fashion', WOMENS_TOPS],
  ['kids-fashion', KIDS_BY_AGE],
  ['footwear', SHOES],
  ['sports-active', MENS_TOPS],
];

const FABRICS: [RegExp, string, string][] = [
  [/silk/i, 'Silk blend', 'Dry clean only'],
  [/linen/i, 'Linen blend (55% linen, 45% cotton)', 'Hand wash cold; dry in shade; warm iron'],
  [/denim|jeans/i, '98% cotton denim, 2% elastane', 'Machine wash cold inside out; do not bleach'],
  [/georgette|chiffon/i, 'Georgette (100% polyester)', 'Hand wash cold separately; do not wring'],
  [/wool|knit|sweater|cardigan/i, 'Acrylic wool blend knit', 'Hand wash cold; dry flat'],
  [/leather/i, 'Genuine leather', 'Wipe with a dry cloth; keep away from water'],
  [
    /dry-fit|dri-fit|track|sports|gym|running|yoga|active/i,
    'Polyester with elastane, quick-dry',
    'Machine wash cold; do not iron the print',
  ],
  [/canvas|sneaker/i, 'Canvas upper, rubber sole', 'Wipe clean with a damp cloth; air dry'],
  [/cotton|tee|t-shirt|kurta|shirt|polo/i, '100% cotton', 'Machine wash cold with like colours; tumble dry low'],
];

/** Things bought in from abroad, with their importer. */
const IMPORTED = /watch|sunglass|backpack|smart/i;

interface Row {
  id: number;
  name: string;
  description: string;
  tags: string;
  sizes: string[];
  category_id: number;
}

/** A demo product's facts, from its name, words and category. */
function factsOf(row: Row, category: CategorySlug) {
  const words = `${row.name} ${row.tags} ${row.description}`;
  const [, fabric, care] = FABRICS.find(([pattern]) => pattern.test(words)) ?? [
    null,
    category === 'footwear' ? 'Synthetic upper, rubber sole' : 'Mixed materials',
    category === 'footwear' ? 'Wipe clean with a damp cloth' : 'Wipe clean; store dry',
  ];
  const clothing = ['mens-fashion', 'womens-fashion', 'kids-fashion', 'sports-active'].includes(category);
  const fit = !clothing
    ? null
    : /slim/i.test(words)
      ? 'Slim fit'
      : /oversized|relaxed|loose|palazzo/i.test(words)
        ? 'Relaxed fit'
        : /skinny/i.test(words)
          ? 'Skinny fit'
          : 'Regular fit';
  const imported = IMPORTED.test(row.name);
  return {
    fabric,
    fit,
    care,
    countryOfOrigin: imported ? 'China' : 'India',
    manufacturer: imported
      ? 'Imported by Kuber Fashion Retail Pvt. Ltd., 4th Floor, Prestige Towers, Residency Road, Bengaluru 560025'
      : category === 'footwear'
        ? 'Stride Footwear Industries, Plot 22, Industrial Estate, Agra, Uttar Pradesh 282006'
        : 'Shree Ganesh Textiles, SF 118, Avinashi Road, Tiruppur, Tamil Nadu 641603',
  };
}

const SHOE_SIZES = new Set(SHOES.rows.map((r) => r.size));
const WAIST_SIZES = new Set(BOTTOMS.rows.map((r) => r.size));

/** A product's own chart, where its category's does not fit its sizes. */
function ownChart(row: Row, category: CategorySlug): SizeChart | null {
  if (!row.sizes.length) return null;
  const all = (set: Set<string>) => row.sizes.every((s) => set.has(s));
  if (/belt/i.test(row.name) && all(WAIST_SIZES)) return BELTS;
  if (category !== 'footwear' && all(SHOE_SIZES)) return SHOES;
  if (all(WAIST_SIZES)) return BOTTOMS;
  return null;
}

/** Gives the demo products their facts and charts (those without facts yet), and the categories theirs. */
export async function seedDemoFacts(db: Db, seeds: { slug?: string }[]): Promise<void> {
  const slugs = seeds.flatMap((s) => (s.slug ? [s.slug] : []));
  for (const [slug, c] of CATEGORY_CHARTS)
    await db
      .insert(sizeCharts)
      .values({ categoryId: findCategory(slug)!.id, chart: c })
      .onConflictDoNothing({ target: sizeCharts.categoryId });
  if (!slugs.length) return;
  const rows = rowsOf<Row>(
    await db.execute(sql`select id, name, description, tags, sizes, category_id from ${products}
      where fabric is null and slug = any(${pgArray(slugs)}::text[])`),
  );
  const written = rows.map((row) => {
    const category = CATEGORIES.find((c) => c.id === Number(row.category_id))!.slug;
    const own = ownChart(row, category);
    return { id: row.id, ...factsOf(row, category), sizeChart: own ? JSON.stringify(own) : null };
  });
  if (!written.length) return;
  const { from, set } = unnested(
    [
      ['id', 'int', (r) => r.id],
      ['fabric', 'text', (r) => r.fabric],
      ['fit', 'text', (r) => r.fit],
      ['care', 'text', (r) => r.care],
      ['country_of_origin', 'text', (r) => r.countryOfOrigin],
      ['manufacturer', 'text', (r) => r.manufacturer],
      ['size_chart', 'jsonb', (r) => r.sizeChart],
    ],
    written,
    { key: 'id' },
  );
  await db.execute(sql`update ${products} set ${set} from ${from} where ${products.id} = t.id`);
}
