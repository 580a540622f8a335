import type { FastifyInstance } from 'fastify';
import type { Services } from '../http/context';

/** Countries the sandbox lookup can answer with (ISO 3166-1 alpha-2 → English name). */
export const LOOKUP_COUNTRIES: Readonly<Record<string, string>> = {
  PK: 'Pakistan',
  AE: 'United Arab Emirates',
  GB: 'United Kingdom',
  US: 'United States',
  CN: 'China',
  SG: 'Singapore',
  MY: 'Malaysia',
  BD: 'Bangladesh',
  AF: 'Afghanistan',
  IN: 'India',
  IR: 'Iran',
};

/**
 * The sandbox plays a third-party IP lookup service (the shape of ip-api.com's JSON answer: status, country,
 * countryCode, query). A sandbox visitor comes from a local address no real service could place, so it answers
 * with the country testers set (Pakistan at start). Dev control: POST /dev/ip-lookup { countryCode } or
 * { fail: true } (the lookup then answers `status: "fail"`, as the real one does for a private address).
 */
export function ipLookupRoutes(services: Services) {
  return (app: FastifyInstance): void => {
    let countryCode = 'PK';
    let fail = false;
    app.get('/ip-lookup/json', async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (fail) return { status: 'fail', message: 'private range', query: req.ip };
      return { status: 'success', country: LOOKUP_COUNTRIES[countryCode], countryCode, query: req.ip };
    });
    if (services.config.production) return;
    app.post<{ Body: { countryCode?: string; fail?: boolean } }>(
      '/dev/ip-lookup',
      {
        schema: {
          body: {
            type: 'object',
            additionalProperties: false,
            minProperties: 1,
            properties: { countryCode: { enum: Object.keys(LOOKUP_COUNTRIES) }, fail: { type: 'boolean' } },
          },
        },
      },
      async (req) => {
        if (req.body.countryCode) countryCode = req.body.countryCode;
        fail = req.body.fail ?? (req.body.countryCode ? false : fail);
        return { result: { countryCode, fail } };
      },
    );
  };
}
