import type { ProfileUpdate, User } from '@kuber/shared';
import { queryOptions } from '@tanstack/react-query';
import { request } from '#web/lib/api';

/** Keyed by user so a second account on this browser never sees the first one's profile. */
export const profileQuery = (userId: number) =>
  queryOptions({
    queryKey: ['profile', userId],
    queryFn: ({ signal }) => request('/users/profile', 'user', { signal }),
  });

/** Resolves with the saved user. */
export function updateProfile(body: ProfileUpdate): Promise<User> {
  return request('/users/profile', 'user', { method: 'PUT', body });
}
