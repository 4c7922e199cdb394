import type { User } from './users.responses.js';

/**
 * The name shown in the header: first name, else the email before '@', else 'User'.
 * Kept apart from auth.ts: the web app's first page needs it, and a bundler keeps a module
 * whole, so importing it from auth.ts would carry the zod schemas (and zod) along.
 */
export function displayName(user: Pick<User, 'firstName' | 'email'> | null | undefined): string {
  return user?.firstName?.trim() || user?.email?.split('@')[0] || 'User';
}
