import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#api/db/client.js';
import { outbox } from '#api/db/schema.js';
import { okResponse } from '#api/lib/response-schemas.js';
import { ok } from '#api/lib/envelope.js';
import { ensureAdmin } from '../auth/admins.js';

/** The fixed credential of the original client's browser test helpers (development only; docs/api.md). */
export const TEST_ADMIN = { email: 'test-admin@kuberfashion.local', phone: '9000000001', password: 'TestAdmin@123' };

const tags = ['development'];
const mailSchema = z.object({
  id: z.int(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.date(),
});

/** Registered only when the server runs in development or test mode. */
export function devRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dev/outbox',
      {
        schema: {
          summary: 'Mails written (development only)',
          tags,
          querystring: z.object({ to: z.string().optional() }),
          response: okResponse(z.array(mailSchema)),
        },
      },
      async (req) => {
        const rows = await db
          .select()
          .from(outbox)
          .where(req.query.to ? eq(outbox.to, req.query.to.toLowerCase()) : undefined)
          .orderBy(desc(outbox.id))
          .limit(20);
        return ok(rows);
      },
    );

    app.post(
      '/dev/test-admin',
      {
        schema: {
          summary: 'Make a test admin (development only)',
          tags,
          response: okResponse(z.object({ email: z.string(), password: z.string() })),
        },
      },
      async () => {
        await ensureAdmin(db, { ...TEST_ADMIN, firstName: 'Test', lastName: 'Admin' });
        return ok({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }, 'Test admin ready');
      },
    );
  };
}
