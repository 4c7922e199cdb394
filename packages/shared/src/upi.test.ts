import { describe, expect, it } from 'vitest';
import { paymentReferenceSchema, UPI_ID_PATTERN, upiPayLink } from './upi.js';

describe('upiPayLink', () => {
  it('carries the payee, the exact amount in rupees, INR and the order number as note and reference', () => {
    const link = upiPayLink({
      payeeAddress: 'kuberfashion@okicici',
      payeeName: 'Kuber Fashion',
      amountPaise: 323_892,
      orderNumber: 'KF-20261123-0042',
    });
    expect(link.startsWith('upi://pay?')).toBe(true);
    const params = new URLSearchParams(link.slice('upi://pay?'.length));
    expect(Object.fromEntries(params)).toEqual({
      pa: 'kuberfashion@okicici',
      pn: 'Kuber Fashion',
      am: '3238.92',
      cu: 'INR',
      tn: 'Order KF-20261123-0042',
      tr: 'KF-20261123-0042',
    });
    expect(link).toContain('pn=Kuber%20Fashion');
    expect(link).not.toContain('+');
  });

  it('writes whole rupees with two decimals', () => {
    expect(upiPayLink({ payeeAddress: 'a@b', payeeName: 'A', amountPaise: 99_900, orderNumber: '1' })).toContain(
      'am=999.00',
    );
  });
});

describe('UPI ID and reference', () => {
  it.each(['kuberfashion@okicici', 'shop.name-1@ybl', 'a_b@paytm'])('accepts %s', (id) =>
    expect(UPI_ID_PATTERN.test(id)).toBe(true),
  );
  it.each(['', 'no-at-sign', '@ybl', 'shop@', 'shop@1bank', 'a b@ybl'])('refuses %j', (id) =>
    expect(UPI_ID_PATTERN.test(id)).toBe(false),
  );

  it('takes 12 digits, spaces around them trimmed, and refuses anything else with a clear message', () => {
    expect(paymentReferenceSchema.parse({ reference: ' 412345678901 ' })).toEqual({ reference: '412345678901' });
    for (const reference of ['41234567890', '4123456789012', '41234567890a', '']) {
      const result = paymentReferenceSchema.safeParse({ reference });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Enter the 12-digit UPI reference (UTR) from your UPI app');
    }
  });
});
