import type { ProfileUpdate, User } from '@kuber/shared';
import { queryOptions } from '@tanstack/react-query';
import { requestEnvelope, request } from '../../../lib/api';

/** Keyed by user so a second account on this browser never sees the first one's profile. */
export const profileQuery = (userId: number) =>
  queryOptions({
    queryKey: ['profile', userId],
    queryFn: ({ signal }) => request('/users/profile', 'user', { signal }),
  });

/** Resolves with the saved user and the server's confirmation. */
export async function updateProfile(body: ProfileUpdate): Promise<{ user: User; message: string }> {
  const answer = await requestEnvelope('/users/profile', 'user', { method: 'PUT', body });
  return { user: answer.data, message: answer.message };
}
