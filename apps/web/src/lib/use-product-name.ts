import type { Language, Product } from '@kuber/shared';
import { useLanguage } from '#web/i18n/i18n-provider';

type Named = Pick<Product, 'name' | 'nameHi'>;

/** A product's (or cart line's) name in a language: the Hindi name where the product has one, else the English. */
export function productNameIn(language: Language, product: Named): string {
  return (language === 'hi' && product.nameHi) || product.name;
}

/** Names products (and cart lines) in the shopper's language. */
export function useProductNames(): (product: Named) => string {
  const { language } = useLanguage();
  return (product) => productNameIn(language, product);
}

/** The product's name in the shopper's language. */
export function useProductName(product: Named): string {
  return useProductNames()(product);
}
