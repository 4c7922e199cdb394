import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestEnvelope } from '#web/lib/api';
import { ADMIN_USERS_KEY } from './get-admin-users';

/** Gone without orders; anonymised and disabled with them (the answer says which, in its message). */
export function deleteUser(id: number) {
  return requestEnvelope(`/admin/users/${id}`, 'adminDeletedUser', { method: 'DELETE' });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
  });
}
