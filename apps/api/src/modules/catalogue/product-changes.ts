import { variantLabel, type AdminProduct, type LoadedProduct } from '@kuber/shared';

/** A product's fields and stock as two states of it are compared: what a form or a file gives, or what the store has. */
export type ComparedProduct = Omit<Required<LoadedProduct>, 'originalPrice' | 'nameHi' | 'descriptionHi'> & {
  originalPrice?: number | null;
  nameHi?: string | null;
  descriptionHi?: string | null;
  slug?: string;
  variants: { size: string; color: string; stockQuantity: number }[];
  /** Left out of a write (a file without the columns): compared only where given. */
  returnable?: boolean;
  warrantyMonths?: number | null;
  fabric?: string | null;
  fit?: string | null;
  care?: string | null;
  countryOfOrigin?: string | null;
  manufacturer?: string | null;
};

/** One difference: the field in the words the owner reads ('price'), and how it changed. */
export interface Change {
  field: string;
  /** The field, and from what to what when that is short: 'price (₹1299 → ₹999)'. */
  detail: string;
}

/** A product the store has, as the form would send it. */
export function comparedOf(p: AdminProduct): ComparedProduct {
  return {
    name: p.name,
    slug: p.slug,
    categorySlug: p.category,
    price: p.price,
    originalPrice: p.originalPrice ?? null,
    description: p.description,
    tags: p.tags,
    nameHi: p.nameHi ?? null,
    descriptionHi: p.descriptionHi ?? null,
    sizes: p.sizes,
    colors: p.colors,
    images: p.images,
    imageColors: p.imageColors,
    variants: p.variants,
    featured: p.featured,
    active: p.active,
    inStock: p.inStock,
    returnable: p.returnable,
    warrantyMonths: p.warrantyMonths,
    fabric: p.fabric,
    fit: p.fit,
    care: p.care,
    countryOfOrigin: p.countryOfOrigin,
    manufacturer: p.manufacturer,
  };
}

/** The product facts, in the words the owner reads. */
const FACTS = [
  ['fabric', 'fabric'],
  ['fit', 'fit'],
  ['care', 'care'],
  ['countryOfOrigin', 'country of origin'],
  ['manufacturer', 'manufacturer or importer'],
] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sortedEntries = (o: Record<string, string>) => Object.entries(o).sort(([a], [b]) => a.localeCompare(b));
const money = (v: number | null | undefined) => (v == null ? 'none' : `₹${v}`);
const yesNo = (v: boolean) => (v ? 'yes' : 'no');
const months = (v: number | null | undefined) => (v == null ? 'none' : `${v} months`);
const list = (v: string[]) => v.join(', ') || 'none';

/**
 * What differs from `before` to `after`, field by field. Only the fields `before` gives are
 * compared (a form that sent only its stock is told only of stock), and the stock only of
 * the variants both have (sizes and colours added or taken away show as those lists).
 */
export function changesBetween(before: Partial<ComparedProduct>, after: ComparedProduct): Change[] {
  const changes: Change[] = [];
  const differs = <K extends keyof ComparedProduct>(key: K, compare = same) =>
    key in before && before[key] !== undefined && !compare(before[key], after[key]);
  const add = (field: string, detail = field) => changes.push({ field, detail });
  if (differs('name')) add('name');
  if (differs('categorySlug')) add('category', `category (${before.categorySlug} → ${after.categorySlug})`);
  if (differs('price')) add('price', `price (${money(before.price)} → ${money(after.price)})`);
  if (differs('originalPrice', (a, b) => (a ?? null) === (b ?? null)))
    add('MRP', `MRP (${money(before.originalPrice)} → ${money(after.originalPrice)})`);
  if (differs('description')) add('description');
  if (differs('tags')) add('tags');
  if (differs('nameHi', (a, b) => (a ?? '') === (b ?? ''))) add('Hindi name');
  if (differs('descriptionHi', (a, b) => (a ?? '') === (b ?? ''))) add('Hindi description');
  if (differs('images')) add('pictures');
  if (
    differs('imageColors', (a, b) =>
      same(sortedEntries(a as Record<string, string>), sortedEntries(b as Record<string, string>)),
    )
  )
    add("pictures' colours");
  if (differs('sizes')) add('sizes', `sizes (${list(before.sizes!)} → ${list(after.sizes)})`);
  if (differs('colors')) add('colours', `colours (${list(before.colors!)} → ${list(after.colors)})`);
  for (const flag of ['active', 'featured', 'inStock'] as const) {
    const name = flag === 'inStock' ? 'in stock' : flag;
    if (differs(flag)) add(name, `${name} (${yesNo(before[flag]!)} → ${yesNo(after[flag])})`);
  }
  if (after.returnable !== undefined && differs('returnable'))
    add('returnable', `returnable (${yesNo(before.returnable!)} → ${yesNo(after.returnable)})`);
  if (after.warrantyMonths !== undefined && differs('warrantyMonths', (a, b) => (a ?? null) === (b ?? null)))
    add('warranty', `warranty (${months(before.warrantyMonths)} → ${months(after.warrantyMonths)})`);
  for (const [key, name] of FACTS)
    if (after[key] !== undefined && differs(key, (a, b) => (a ?? null) === (b ?? null))) add(name);
  for (const v of after.variants) {
    const was = before.variants?.find((b) => b.size === v.size && b.color === v.color);
    if (was && was.stockQuantity !== v.stockQuantity)
      add(
        `stock of ${variantLabel(v.size, v.color)}`,
        `stock of ${variantLabel(v.size, v.color)} (${was.stockQuantity} → ${v.stockQuantity})`,
      );
  }
  return changes;
}
