import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedAddress } from '@kuber/shared';
import { request } from '#web/lib/api';
import { ADDRESSES_KEY } from './get-addresses';

export function removeAddress(id: number) {
  return request(`/addresses/${id}`, 'none', { method: 'DELETE' });
}

export function useRemoveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAddress,
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<SavedAddress[]>(ADDRESSES_KEY, (list) => list?.filter((a) => a.id !== id)),
  });
}
