import { describe, expect, it } from 'vitest';
import { slugFromName } from './slug';

describe('the slug made from a name', () => {
  it('is the words in lowercase joined by hyphens', () => {
    expect(slugFromName('Classic Cotton T-Shirt')).toBe('classic-cotton-t-shirt');
    expect(slugFromName("  Men's  Linen  Kurta (Beige) ")).toBe('men-s-linen-kurta-beige');
  });

  it('drops accents instead of splitting words at them', () => {
    expect(slugFromName('Crème Brûlée Top')).toBe('creme-brulee-top');
  });

  it('is empty for a name with no Latin letters or digits', () => {
    expect(slugFromName('सूती कुर्ता')).toBe('');
  });

  it('stays within 140 characters without a trailing hyphen', () => {
    const slug = slugFromName(`${'a'.repeat(139)} b`);
    expect(slug).toBe('a'.repeat(139));
  });
});
