import type { CategorySlug, SizeChartInput } from '@kuber/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { ADMIN_PRODUCTS_KEY, catalogueChanged } from './keys';

const SIZE_CHARTS_KEY = [...ADMIN_PRODUCTS_KEY, 'size-charts'] as const;

/** Every category's size chart (null where it has none), in cm. */
export function getSizeCharts(signal?: AbortSignal) {
  return request('/admin/size-charts', 'adminSizeCharts', { signal });
}

export const sizeChartsQueryOptions = () =>
  queryOptions({ queryKey: SIZE_CHARTS_KEY, queryFn: ({ signal }) => getSizeCharts(signal) });

export function useSizeCharts() {
  return useQuery(sizeChartsQueryOptions());
}

/** Sets a category's chart, or takes it away (null). */
export function setSizeChart(category: CategorySlug, chart: SizeChartInput | null) {
  return request(`/admin/size-charts/${category}`, 'adminSizeChart', { method: 'PUT', body: { chart } });
}

export function useSetSizeChart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ category, chart }: { category: CategorySlug; chart: SizeChartInput | null }) =>
      setSizeChart(category, chart),
    onSuccess: () => catalogueChanged(queryClient),
  });
}
