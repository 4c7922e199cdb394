import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { RETURNS_KEY } from '../get-order-returns';

/** One request, with what its next step needs. */
export function getReturn(id: number, signal?: AbortSignal) {
  return request(`/admin/returns/${id}`, 'adminReturn', { signal });
}

export const returnQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...RETURNS_KEY, 'admin', 'detail', id], queryFn: ({ signal }) => getReturn(id, signal) });

export function useReturn(id: number) {
  return useQuery({ ...returnQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
