// @vitest-environment happy-dom
import type { Cart } from '@kuber/shared';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '#web/lib/api';
import { createOrder } from './api/create-order';
import { useCheckoutAttemptKey } from './checkout-attempt';

vi.mock('#web/lib/session', () => ({}));
vi.mock('#web/lib/api', async (actual) => ({ ...(await actual<typeof import('#web/lib/api')>()), request: vi.fn() }));

afterEach(() => vi.mocked(request).mockReset());

const cartOf = (...lines: [id: number, quantity: number][]) =>
  ({ items: lines.map(([id, quantity]) => ({ id, quantity })) }) as unknown as Cart;

describe('the checkout attempt’s Idempotency-Key', () => {
  it('is kept while the cart stays the same, and is new once the cart changes or the order is placed', () => {
    const { result, rerender } = renderHook(({ cart }) => useCheckoutAttemptKey(cart), {
      initialProps: { cart: cartOf([1, 2]) },
    });
    const first = result.current.key;
    expect(first).toMatch(/^[0-9a-f]{32}$/);

    // The same cart read again (after a refused try, say): the same attempt.
    rerender({ cart: cartOf([1, 2]) });
    expect(result.current.key).toBe(first);

    rerender({ cart: cartOf([1, 3]) });
    const second = result.current.key;
    expect(second).not.toBe(first);
    rerender({ cart: cartOf([1, 3], [4, 1]) });
    expect(result.current.key).not.toBe(second);

    const third = result.current.key;
    act(() => result.current.renew());
    expect(result.current.key).not.toBe(third);
  });

  it('goes with the order in the Idempotency-Key header', async () => {
    const order = { shippingAddress: {} as never, paymentMethod: 'COD' as const };
    await createOrder({ order, idempotencyKey: 'abc123' });
    expect(request).toHaveBeenCalledWith('/orders/create', 'order', {
      method: 'POST',
      body: order,
      headers: { 'Idempotency-Key': 'abc123' },
    });
  });
});
