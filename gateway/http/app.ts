import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import { endpoints, type EndpointDef, type EndpointName } from '../../schemas/endpoints';
import { bearer, resolveCaller } from '../auth/sessions';
import type { AnyHandler, HandlerContext, HandlerMap, Services } from './context';
import { GatewayError, codes } from './gateway-error';
import { createValidatorCompiler, describeValidationError, refuseUnsafeStrings } from './validation';
import { oncePerKey } from './idempotency';
import { BODY_LIMITS, MAX_UPLOAD_BYTES, MAX_UPLOAD_REQUEST_BYTES } from './limits';
import type { ErrorObject } from 'ajv';

/** Calls that keep answering during maintenance: the app needs them to show the maintenance page. */
const MAINTENANCE_EXEMPT = new Set<EndpointName>(['GET_MAINTENANCE_STATUS', 'GET_GLOBAL_CONFIG', 'GET_LOCALE_KEYS', 'GET_LANGUAGES']);

/**
 * Calls open to guests whose outcome belongs to the caller when one signs in (the order, the eKYC submission and
 * the payment are tied to the customer): a token sent with them must be valid (401/403 otherwise, so the app
 * refreshes), instead of silently turning a signed-in customer with an expired token into a guest.
 */
const CALLER_BOUND = new Set<EndpointName>(['CREATE_ORDER', 'SUBMIT_KYC', 'SUBMIT_MANUAL_EKYC', 'PAYMENT_REQUEST']);

/** `/v4/numbers/{selectedNumber}/lock` → `/v4/numbers/:selectedNumber/lock`. */
export const toRoutePath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

function paramsSchema(path: string) {
  const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
  if (!names.length) return undefined;
  const param = { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.:@+-]+$' };
  return { type: 'object', properties: Object.fromEntries(names.map((n) => [n, param])), required: names, additionalProperties: false };
}

function sendError(reply: FastifyReply, req: FastifyRequest, err: GatewayError): FastifyReply {
  return reply.code(err.status).type('application/json').send(err.toBody(req.id));
}

/** Builds the Fastify app: registry routes, the error envelope, CORS, limits, dev controls. */
export async function buildApp(services: Services, handlers: HandlerMap, extraRoutes: Array<(app: FastifyInstance) => void>): Promise<FastifyInstance> {
  const { config } = services;
  const app = Fastify({
    logger: config.logger,
    bodyLimit: BODY_LIMITS.default,
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(createValidatorCompiler());
  // The API speaks JSON (and multipart for eKYC): a text/plain body is refused with 415, not parsed as a string.
  app.removeContentTypeParser('text/plain');
  await app.register(cors, {
    // Only the app's origin gets CORS headers; any other origin gets none and the browser blocks it.
    origin: (origin, cb) => cb(null, origin === config.appOrigin),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Accept', 'Content-Type', 'Authorization', 'device-id', 'request-id', 'Idempotency-Key', 'x-guest-email', 'x-guest-contact-number', 'CNIC', 'NRIC', 'FIN', 'If-None-Match'],
    // ETag: the flag service's bulk evaluation (OFREP) is revalidated with it.
    exposedHeaders: ['Retry-After', 'ETag'],
  });
  // files: one more than the three eKYC images, so an unexpected extra file is refused by name.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 4, fields: 4, fieldSize: 64 * 1024, parts: 8 }, throwFileSizeLimit: true });

  // Every route is counted per client before anything else is done for it, the third parties' too (the registry's
  // calls under their name, others under their route). Only the dev controls are exempt: production has none.
  app.addHook('onRequest', async (req, reply) => {
    const route = req.routeOptions.url;
    if (route === '/dev' || route?.startsWith('/dev/')) return;
    const registryName = (req.routeOptions.config as { registryName?: EndpointName } | undefined)?.registryName;
    const name = registryName ?? `${req.method} ${route ?? '(no route)'}`;
    const tight = registryName ? (endpoints[registryName] as EndpointDef).perClientLimit : undefined;
    const wait = Math.max(
      await services.limiter.hit(`${req.ip} ${name}`, Date.now()),
      tight ? await services.limiter.hitUnder(`${req.ip} ${name} ${tight}`, Date.now(), config.limits[tight]) : 0,
    );
    if (wait > 0) {
      reply.header('Retry-After', String(wait));
      throw new GatewayError(429, 'RATE_LIMITED', `Too many requests to ${name}; retry in ${wait} s`);
    }
  });

  app.setErrorHandler((err: Error & { validation?: ErrorObject[]; validationContext?: string; statusCode?: number; code?: string }, req, reply) => {
    if (err instanceof GatewayError) return sendError(reply, req, err);
    if (err.validation) return sendError(reply, req, new GatewayError(400, 'BAD_REQUEST', describeValidationError(err.validationContext ?? 'request', err.validation[0])));
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // Refused from Content-Length before reading when it is sent; the client may not read the answer before it
      // has sent its body, so the connection is not kept for another request.
      reply.header('Connection', 'close');
      return sendError(reply, req, new GatewayError(413, 'PAYLOAD_TOO_LARGE', `body: larger than this route's ${req.routeOptions.bodyLimit ?? BODY_LIMITS.default} bytes`));
    }
    // A unique index or a lock wait that refused a concurrent twin (one open payment per payable, one open request per
    // line and kind): the other request won; this one is told so, never a 5xx.
    if (err.code === '23505' || err.code === '40P01' || err.code === '40001') {
      return sendError(reply, req, new GatewayError(409, 'CONCURRENT_REQUEST', 'A request for the same thing was handled at the same moment; reload to see it'));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return sendError(reply, req, new GatewayError(err.statusCode, err.code ?? 'BAD_REQUEST', err.message));
    }
    req.log.error(err);
    return sendError(reply, req, new GatewayError(500, 'INTERNAL_ERROR', 'Internal error'));
  });
  app.setNotFoundHandler((req, reply) => sendError(reply, req, new GatewayError(404, 'NOT_FOUND', `No route ${req.method} ${req.url.split('?')[0]}`)));

  for (const [name, def] of Object.entries(endpoints) as Array<[EndpointName, EndpointDef]>) {
    const handler = handlers[name];
    if (handler) registerEndpoint(app, services, name, def, handler);
  }
  for (const add of extraRoutes) add(app);
  return app;
}

function registerEndpoint(app: FastifyInstance, services: Services, name: EndpointName, def: EndpointDef, handler: AnyHandler): void {
  const { clock, db, faults } = services;
  app.route({
    method: def.method,
    url: toRoutePath(def.path),
    schema: {
      ...(def.request && !def.multipart ? { body: def.request } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(paramsSchema(def.path) ? { params: paramsSchema(def.path) } : {}),
    },
    config: { registryName: name },
    onRequest: async (req, reply) => {
      const fault = faults.take(name);
      if (fault) {
        if (fault.delayMs) await new Promise((r) => setTimeout(r, fault.delayMs));
        if (fault.drop) {
          reply.hijack();
          req.raw.socket.destroy();
          return reply;
        }
        if (fault.status) throw new GatewayError(fault.status, fault.code ?? 'INJECTED_FAULT', fault.description ?? `Injected fault on ${name}`);
      }
      if (def.multipart && Number(req.headers['content-length'] ?? 0) > MAX_UPLOAD_REQUEST_BYTES) {
        // Refused from the header alone, before a byte of the body is read.
        reply.header('Connection', 'close');
        throw new GatewayError(413, 'PAYLOAD_TOO_LARGE', `Upload larger than ${MAX_UPLOAD_REQUEST_BYTES} bytes`);
      }
      if (services.maintenance.enabled && !MAINTENANCE_EXEMPT.has(name)) {
        throw new GatewayError(503, codes.MAINTENANCE, services.maintenance.message || 'Down for maintenance');
      }
      // Authenticate before the body is read or validated: a call without a valid token is 401 whatever its
      // body (so an expired token is always refreshed), and validation messages reach only signed-in callers.
      const token = bearer(req.headers.authorization);
      if (def.auth || (token && CALLER_BOUND.has(name))) (req as FastifyRequest & { caller?: unknown }).caller = await resolveCaller(db, token, clock.now());
      else if (token) (req as FastifyRequest & { caller?: unknown }).caller = await resolveCaller(db, token, clock.now()).catch(() => undefined);
    },
    // Every string the gateway accepts, whatever its schema says: no NUL byte, no lone surrogate.
    preValidation: async (req) => refuseUnsafeStrings({ body: req.body, query: req.query, params: req.params }),
    handler: async (req, reply) => {
      const ctx: HandlerContext = {
        req,
        reply,
        body: req.body,
        query: req.query,
        params: req.params,
        services,
        caller: (req as FastifyRequest & { caller?: HandlerContext['caller'] }).caller,
      };
      const run = (db: Services['db']) => (handler as (c: HandlerContext) => Promise<unknown>)({ ...ctx, services: { ...services, db } });
      const result = def.idempotencyKey ? await oncePerKey(ctx, name, def.idempotencyKey, run) : await run(db);
      return { result };
    },
  });
}
