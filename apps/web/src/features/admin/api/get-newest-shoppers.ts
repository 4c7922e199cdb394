import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/api';

const COUNT = 5;

/** The latest sign-ups (the list is newest first), shoppers only. */
export const newestShoppersQuery = () =>
  queryOptions({
    queryKey: ['admin', 'users', 'newest', COUNT],
    queryFn: ({ signal }) => request('/admin/users', 'users', { params: { page: 0, size: COUNT, role: 'USER' }, signal }),
  });
