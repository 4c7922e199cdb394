import { expect, type APIRequestContext } from '@playwright/test';
import type { Shopper } from './accounts';

export interface PlacedOrder {
  id: number;
  orderNumber: string;
  totalAmount: number;
  totalItems: number;
}

/**
 * Puts one of the product in the shopper's cart, in a size and colour still in stock (the fullest
 * shelf first, so that tests running side by side do not race for a last piece); false when none is left.
 */
export async function addToCart(request: APIRequestContext, shopper: Shopper, slug: string): Promise<boolean> {
  const product = (await (await request.get(`/api/products/slug/${slug}`)).json()).data as {
    id: number;
    variants: { size: string; color: string; stockQuantity: number }[];
  };
  // '' stands for a product without sizes, or without colours.
  const choices = product.variants
    .filter((v) => v.stockQuantity > 0)
    .sort((a, b) => b.stockQuantity - a.stockQuantity)
    .map((v) => ({ size: v.size || undefined, color: v.color || undefined }));
  for (const choice of choices) {
    const added = await request.post('/api/cart/add', {
      headers: shopper.headers,
      data: { productId: product.id, quantity: 1, ...choice },
    });
    // Another test may have bought the last piece since the page was read.
    if (added.status() === 400 && /out of stock|Only \d+ left/.test(await added.text())) continue;
    expect(added.status(), await added.text()).toBe(200);
    return true;
  }
  return false;
}

/** Where the browser tests' orders go: the shopper's name and phone, at an address in Bilaspur whose PIN code and state agree. */
export const shippingAddressOf = (shopper: Shopper) => ({
  fullName: `${shopper.firstName} Iyer`,
  phone: shopper.phone,
  line1: '12, MG Road',
  city: 'Bilaspur',
  state: 'Chhattisgarh',
  pinCode: '495001',
});

/**
 * The shopper buys one of the first of `slugs` in a size and colour still in stock (each
 * test file names products of its own, so the files never race for the same stock), cash
 * on delivery unless another way to pay is given.
 */
export async function placeOrder(
  request: APIRequestContext,
  shopper: Shopper,
  slugs: string[],
  notes?: string,
  paymentMethod: 'COD' | 'ONLINE' = 'COD',
): Promise<PlacedOrder> {
  for (const slug of slugs) {
    if (!(await addToCart(request, shopper, slug))) continue;
    const res = await request.post('/api/orders/create', {
      headers: shopper.headers,
      data: {
        shippingAddress: shippingAddressOf(shopper),
        paymentMethod,
        notes,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()).data as PlacedOrder;
  }
  throw new Error(`None of ${slugs.join(', ')} has stock left`);
}
