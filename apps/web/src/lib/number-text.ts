const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 20 });
const money = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * What a number box holds: null when empty, NaN when it is not a number (the form's schema
 * then says so), else the number. Indian digit grouping and a typed ₹ are allowed.
 */
export function parseNumberText(text: string): number | null {
  const plain = text.replace(/[\s,₹]/g, '');
  if (plain === '') return null;
  return /^-?(\d+\.?\d*|\.\d+)$/.test(plain) ? Number(plain) : NaN;
}

/** A number as a number box shows it once left: grouped the Indian way; money with paise only when it has them. */
export function formatNumberText(value: number | null, kind: 'number' | 'money' = 'number'): string {
  if (value === null || !Number.isFinite(value)) return '';
  if (kind === 'money' && !Number.isInteger(value)) return money.format(value);
  return grouped.format(value);
}
