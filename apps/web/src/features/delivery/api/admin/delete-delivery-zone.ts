import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { DELIVERY_ZONES_KEY } from './get-delivery-zones';

export function deleteDeliveryZone(id: number) {
  return request(`/admin/delivery-zones/${id}`, 'none', { method: 'DELETE' });
}

export function useDeleteDeliveryZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDeliveryZone,
    onSettled: () =>
      Promise.all([DELIVERY_ZONES_KEY, ['delivery']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
