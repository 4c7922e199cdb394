import { describe, expect, it } from 'vitest';
import { formatNumberText, parseNumberText } from './number-text';

describe('a number box', () => {
  it('reads empty as no value and words as not a number', () => {
    expect(parseNumberText('')).toBeNull();
    expect(parseNumberText('   ')).toBeNull();
    expect(parseNumberText('12a')).toBeNaN();
    expect(parseNumberText('1.2.3')).toBeNaN();
    expect(parseNumberText('-')).toBeNaN();
  });

  it('reads Indian grouping, a typed ₹ and half-typed decimals', () => {
    expect(parseNumberText('1,29,999')).toBe(129999);
    expect(parseNumberText('₹ 1,299.50')).toBe(1299.5);
    expect(parseNumberText('12.')).toBe(12);
    expect(parseNumberText('.5')).toBe(0.5);
    expect(parseNumberText('-3')).toBe(-3);
  });

  it('shows a number grouped the Indian way, money with paise only when it has them', () => {
    expect(formatNumberText(129999)).toBe('1,29,999');
    expect(formatNumberText(1299, 'money')).toBe('1,299');
    expect(formatNumberText(1299.5, 'money')).toBe('1,299.50');
    expect(formatNumberText(null)).toBe('');
    expect(formatNumberText(NaN)).toBe('');
  });

  it('reads back what it shows', () => {
    for (const n of [0, 7, 1299.5, 129999.99, 10_00_000]) expect(parseNumberText(formatNumberText(n, 'money'))).toBe(n);
  });
});
