import type { DeliveryZoneUpdate } from '@kuber/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { DELIVERY_ZONES_KEY } from './get-delivery-zones';

/** A new zone (no id), or an edit of one with the version the form loaded: 409 when it was saved meanwhile. */
export function saveDeliveryZone({ id, zone }: { id?: number; zone: DeliveryZoneUpdate }) {
  return id === undefined
    ? request('/admin/delivery-zones', 'adminDeliveryZone', { method: 'POST', body: zone })
    : request(`/admin/delivery-zones/${id}`, 'adminDeliveryZone', { method: 'PUT', body: zone });
}

export function useSaveDeliveryZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDeliveryZone,
    // What the storefront answers for a PIN code changes with the zones.
    onSettled: () =>
      Promise.all([DELIVERY_ZONES_KEY, ['delivery']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
