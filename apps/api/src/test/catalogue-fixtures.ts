import type { Db } from '../db/client.js';
import { ensureCategories, insertProducts, type ProductSeed } from '../db/factories.js';
import { pinPlace } from '../modules/delivery/pincodes.js';

/** Products the shopping tests buy: one with sizes and colours, one plain, one sold out, one hidden. */
export async function shoppingCatalogue(db: Db, extra: ProductSeed[] = []) {
  await ensureCategories(db);
  const rows = await insertProducts(db, [
    {
      name: 'Test Tee',
      category: 'mens-fashion',
      price: 499.5,
      originalPrice: 799,
      sizes: ['S', 'M', 'L'],
      colors: ['Black', 'White'],
      stockQuantity: 50,
      images: ['/uploads/demo/test-tee.webp'],
    },
    { name: 'Test Bag', category: 'accessories', price: 1999, stockQuantity: 3 },
    { name: 'Test Sold Out', category: 'footwear', price: 2999, sizes: ['8'], stockQuantity: 0 },
    { name: 'Test Hidden', category: 'footwear', price: 999, active: false },
    ...extra,
  ]);
  const by = (name: string) => rows.find((r) => r.name === name)!;
  return { tee: by('Test Tee'), bag: by('Test Bag'), soldOut: by('Test Sold Out'), hidden: by('Test Hidden'), rows };
}

export const ADDRESS = {
  fullName: 'Asha Verma',
  phone: '98765 43210',
  line1: '12, MG Road',
  line2: 'Near City Mall',
  city: 'Bilaspur',
  state: 'Chhattisgarh',
  pinCode: '495001',
};

/** The same shopper's address at another PIN code: its city and state are the PIN code's, as checkout requires. */
export function addressAt(pinCode: string) {
  const place = pinPlace(pinCode);
  if (!place) throw new Error(`No PIN code ${pinCode}`);
  return { ...ADDRESS, city: place.city, state: place.state, pinCode };
}
