import type { User } from '@kuber/shared';

/** Roles are compared ignoring case. */
export function isAdmin(user: Pick<User, 'role'> | null | undefined): boolean {
  return user?.role?.toUpperCase() === 'ADMIN';
}
