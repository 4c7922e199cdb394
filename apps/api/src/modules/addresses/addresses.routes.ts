import { z } from 'zod';
import { idParams, savedAddressSchema } from '@kuber/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '#api/lib/response-schemas.js';
import { ok } from '#api/lib/envelope.js';
import { actor } from '../auth/auth.plugin.js';
import type { AddressesService } from './addresses.service.js';

// Listed with the orders in the API's documentation, where shoppers' clients have always found them.
const tags = ['orders'];

/** The shopper's saved addresses; mounted behind the sign-in guard. */
export function addressesRoutes(addresses: AddressesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/addresses',
      {
        schema: {
          summary: 'The shopper’s saved addresses, most recently used first',
          tags,
          response: okResponse(z.array(savedAddressSchema)),
        },
      },
      async (req) => ok(await addresses.list(actor(req).id)),
    );
    app.delete(
      '/addresses/:id',
      { schema: { summary: 'Forget a saved address', tags, params: idParams, response: okResponse(z.null()) } },
      async (req) => {
        await addresses.remove(actor(req).id, req.params.id);
        return ok(null, 'Address removed');
      },
    );
  };
}
