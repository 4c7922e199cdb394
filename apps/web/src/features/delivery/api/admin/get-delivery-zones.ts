import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#web/lib/api';

export const DELIVERY_ZONES_KEY = ['admin', 'delivery-zones'] as const;

export function getDeliveryZones(signal?: AbortSignal) {
  return request('/admin/delivery-zones', 'adminDeliveryZones', { signal });
}

export const deliveryZonesQuery = () =>
  queryOptions({ queryKey: DELIVERY_ZONES_KEY, queryFn: ({ signal }) => getDeliveryZones(signal) });

export function useDeliveryZones() {
  return useQuery(deliveryZonesQuery());
}
