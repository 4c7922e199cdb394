import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopWords } from '@kuber/shared';
import { useLanguage } from '#web/i18n/i18n-provider';
import { request } from '#web/lib/api';

export const SHOP_CONTENT_KEY = ['store', 'content'];

/** The shop's own words (banner, claims, announcement, contact): the server renders the first page with them. */
export function getShopContent(signal?: AbortSignal) {
  return request('/store/content', 'shopContent', { signal });
}

export const shopContentQueryOptions = () =>
  queryOptions({
    queryKey: SHOP_CONTENT_KEY,
    queryFn: ({ signal }) => getShopContent(signal),
    // Read again on each new page after a minute: an owner's edit shows without a reload.
    staleTime: 60_000,
  });

export function useShopContent() {
  return useQuery(shopContentQueryOptions());
}

/** A text of the shop's in the storefront's language, with {deepest} read as the catalogue's real deepest discount. */
export function useShopWords(): (words: ShopWords) => string {
  const { language } = useLanguage();
  const { data } = useShopContent();
  const deepest = String(data?.deepestDiscount ?? 0);
  return (words) => words[language].split('{deepest}').join(deepest);
}
