import { queryOptions } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { ADMIN_USERS_KEY } from './get-admin-users';

/** One account with its newest orders and its referrals. */
export const adminUserQuery = (id: number) =>
  queryOptions({
    queryKey: [...ADMIN_USERS_KEY, 'detail', id],
    queryFn: ({ signal }) => request(`/admin/users/${id}`, 'adminUserDetail', { signal }),
  });
