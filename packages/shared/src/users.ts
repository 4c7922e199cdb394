import { z } from 'zod';
import { ROLES } from './enums.js';
import { boolParam, pageQuery } from './params.js';

/*
 * What the back office sends to manage the users: the list's filters, an account switched
 * on or off, a role. A shopper's own profile is in auth.ts; the responses are in
 * users.responses.ts and users.admin-responses.ts.
 */

export const adminUsersQuery = pageQuery.extend({
  size: pageQuery.shape.size.default(10),
  q: z.string().trim().max(100).optional(),
  role: z
    .union([z.enum(ROLES, { error: 'role must be USER or ADMIN' }), z.literal('')])
    .optional()
    .transform((r) => r || undefined),
  enabled: boolParam('enabled').optional(),
});

export const userStatusSchema = z.object({ enabled: z.boolean({ error: 'enabled must be true or false' }) });
export const userRoleSchema = z.object({
  role: z
    .string({ error: 'role must be USER or ADMIN' })
    .transform((r) => r.toUpperCase())
    .pipe(z.enum(ROLES, { error: 'role must be USER or ADMIN' })),
});
