import type { Role } from '@kuber/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '#web/lib/api';

/** Every admin user query sits under this key: a change to one account refreshes the lists. */
export const ADMIN_USERS_KEY = ['admin', 'users'] as const;

export interface AdminUserListParams {
  /** 0-based. */
  page: number;
  size: number;
  /** Part of a name, email or phone number. */
  q?: string;
  role?: Role;
}

/** Accounts, newest first; the last page stays shown while the next loads. */
export const adminUsersQuery = (params: AdminUserListParams) =>
  queryOptions({
    queryKey: [...ADMIN_USERS_KEY, 'list', params],
    queryFn: ({ signal }) => request('/admin/users', 'adminUsers', { params: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });
