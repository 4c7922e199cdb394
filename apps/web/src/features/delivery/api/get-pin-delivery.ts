import { PIN_CODE_PATTERN } from '@kuber/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, request } from '#web/lib/api';

/** Where a PIN code is, and whether, at what charge and by when the shop delivers there; 404 for an unknown one. */
export function getPinDelivery(pin: string, signal?: AbortSignal) {
  return request(`/delivery/pin/${pin}`, 'pinDelivery', { signal });
}

export const pinDeliveryQuery = (pin: string) =>
  queryOptions({
    queryKey: ['delivery', 'pin', pin],
    queryFn: ({ signal }) => getPinDelivery(pin, signal),
    staleTime: 5 * 60_000,
    // An unknown PIN code is an answer, not a failure worth asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

/** The delivery answer for a whole PIN code; nothing is asked while it is being typed. */
export function usePinDelivery(pin: string | null | undefined) {
  const whole = pin && PIN_CODE_PATTERN.test(pin) ? pin : '';
  return useQuery({ ...pinDeliveryQuery(whole), enabled: whole !== '' });
}

/** A PIN code the store does not know (404), as against a failure to ask. */
export const isUnknownPin = (error: unknown) => error instanceof ApiError && error.status === 404;
