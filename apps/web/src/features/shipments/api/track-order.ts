import type { TrackOrder } from '@kuber/shared';
import { useMutation } from '@tanstack/react-query';
import { request } from '#web/lib/api';

/** An order found by its number and the phone or email it was placed with; a wrong pair is a 404, as an unknown number is. */
export function trackOrder(input: TrackOrder) {
  return request('/track-order', 'trackedOrder', { method: 'POST', body: input });
}

export function useTrackOrder() {
  return useMutation({ mutationFn: trackOrder });
}
