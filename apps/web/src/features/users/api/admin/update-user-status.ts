import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { ADMIN_USERS_KEY } from './get-admin-users';

/** 409 for the admin's own account, or the last enabled admin. */
export function updateUserStatus({ id, enabled }: { id: number; enabled: boolean }) {
  return request(`/admin/users/${id}/status`, 'adminUser', { method: 'PUT', body: { enabled } });
}

export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
  });
}
