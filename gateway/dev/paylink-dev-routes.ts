import type { FastifyInstance } from 'fastify';
import type { Services } from '../http/context';
import { createPaylink, type NewPaylink } from '../payments/paylinks';

/**
 * Dev-only (absent in production mode): the sandbox stands in for the operator's back office that issues paylinks.
 * POST /dev/paylinks { orderRef? | amount?, description?, expiresInMs? } answers the paylink and the app URL that
 * pays it. A negative expiresInMs makes a link that has already expired (for testers).
 */
export function paylinkDevRoutes(services: Services) {
  return (app: FastifyInstance): void => {
    app.post<{ Body: NewPaylink }>(
      '/dev/paylinks',
      {
        schema: {
          body: {
            type: 'object',
            properties: {
              orderRef: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
              amount: { type: 'number', minimum: 1, maximum: 10_000_000 },
              description: { type: 'string', minLength: 1, maxLength: 200 },
              expiresInMs: { type: 'integer', minimum: -31_536_000_000, maximum: 31_536_000_000 },
            },
            additionalProperties: false,
          },
        },
      },
      async (req) => {
        const link = await services.db.tx((q) => createPaylink(q, services, req.body ?? {}));
        return { result: { ...link, url: `${services.config.appOrigin}/payment/paylink?id=${link.paylinkId}` } };
      },
    );
  };
}
