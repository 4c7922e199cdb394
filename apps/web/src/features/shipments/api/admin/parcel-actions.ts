import type { PackShipment, ShipShipment } from '@kuber/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { afterParcelChange } from './get-order-shipments';

/** Lines of an order packed into a parcel (409 when more than is left to pack is asked). */
export function packShipment({ orderId, ...parcel }: PackShipment & { orderId: number }) {
  return request(`/admin/orders/${orderId}/shipments`, 'adminOrderShipments', { method: 'POST', body: parcel });
}

/** A packed parcel handed to its courier: the order is shipped with its first, and the shopper mailed the link. */
export function shipShipment({ id, ...courier }: ShipShipment & { id: number }) {
  return request(`/admin/shipments/${id}/ship`, 'adminOrderShipments', { method: 'PUT', body: courier });
}

/** A shipped parcel delivered; the order is delivered with its last. */
export function deliverShipment(id: number) {
  return request(`/admin/shipments/${id}/deliver`, 'adminOrderShipments', { method: 'PUT' });
}

/** A parcel not shipped yet unpacked. */
export function removeShipment(id: number) {
  return request(`/admin/shipments/${id}`, 'adminOrderShipments', { method: 'DELETE' });
}

function useParcelMutation<T>(mutationFn: (input: T) => ReturnType<typeof deliverShipment>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (answer) => afterParcelChange(queryClient, answer) });
}

export const usePackShipment = () => useParcelMutation(packShipment);
export const useShipShipment = () => useParcelMutation(shipShipment);
export const useDeliverShipment = () => useParcelMutation(deliverShipment);
export const useRemoveShipment = () => useParcelMutation(removeShipment);
