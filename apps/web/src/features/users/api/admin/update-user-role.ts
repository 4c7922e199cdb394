import type { Role } from '@kuber/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { ADMIN_USERS_KEY } from './get-admin-users';

/** 409 for the admin's own role, or the last enabled admin's. */
export function updateUserRole({ id, role }: { id: number; role: Role }) {
  return request(`/admin/users/${id}/role`, 'adminUser', { method: 'PUT', body: { role } });
}

export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
  });
}
