import type { CourierChange, CourierInput } from '@kuber/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { COURIERS_KEY } from './get-couriers';

/** A courier added (409 when another has the name). */
export function addCourier(courier: CourierInput) {
  return request('/admin/couriers', 'adminCourier', { method: 'POST', body: courier });
}

/** A courier changed: renamed, its pattern edited, switched off or on. */
export function changeCourier({ id, ...change }: CourierChange & { id: number }) {
  return request(`/admin/couriers/${id}`, 'adminCourier', { method: 'PUT', body: change });
}

export function useAddCourier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCourier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COURIERS_KEY }),
  });
}

export function useChangeCourier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCourier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COURIERS_KEY }),
  });
}
