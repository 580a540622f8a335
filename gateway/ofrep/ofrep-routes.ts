import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../http/context';
import { GatewayError } from '../http/gateway-error';
import { BoundedLog } from '../http/bounded-log';
import { BODY_LIMITS, FLAG_STREAM_ESTIMATE_BYTES } from '../http/limits';
import { flagSetEtag, listFlags, setFlag, type StoredFlag } from './flag-store';

/** SSE: the first reconnect delay the sandbox asks of EventSource (SPEC §9 stream reconnect delay 1000 ms). */
export const STREAM_RETRY_MS = 1000;
/** SSE: a comment line this often keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;

export interface ReceivedEvaluation {
  at: number;
  context: Record<string, unknown>;
  /** What the request carried: the If-None-Match it sent and whether the answer was 304. */
  ifNoneMatch: string | null;
  status: 200 | 304;
}

export interface EvaluationEvent {
  kind: 'evaluation';
  key: string;
  value: unknown;
  variant?: string;
  reason?: string;
  contextKeys: Record<string, string>;
  at: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/** An OFREP failure body (bulk evaluation failure: errorCode + errorDetails). */
function ofrepError(reply: FastifyReply, status: 400 | 503, errorCode: string, errorDetails: string) {
  return reply.code(status).type('application/json').send({ errorCode, errorDetails });
}

/** The OFREP bulk evaluation result of the stored flags: static values, the same for every context. */
export function evaluateAll(flags: readonly StoredFlag[]) {
  return flags.map((f) => ({ key: f.key, value: f.value, reason: 'STATIC', variant: String(f.value), metadata: { description: f.description } }));
}

/**
 * The sandbox plays a third-party feature-flag service speaking the OpenFeature Remote Evaluation Protocol
 * (what @openfeature/ofrep-web-provider consumes):
 * - POST /ofrep/v1/evaluate/flags: bulk evaluation of every flag for the posted context. The answer carries an
 *   ETag of the flag set; a request whose If-None-Match matches gets 304 and no body. The answer names its
 *   change stream in `eventStreams` (type sse), which the provider opens with EventSource.
 * - GET /ofrep/v1/stream: Server-Sent Events; on every flag change a `refetchEvaluation` message with the new
 *   etag, after which the provider re-posts the bulk evaluation. `retry:` asks for a 1000 ms first reconnect.
 * - POST /flags/v1/evaluation-events: the app's batched "a flag was read" events (not part of OFREP: flag
 *   services each have their own collector; this one takes `{ events: [...] }`, at most 100 per batch).
 * Dev controls (not in production mode): GET/POST /dev/flags (list; change one), GET /dev/flags/requests (the
 * contexts the evaluation received, for tests that watch identity switches), GET /dev/flags/events, GET /dev/flags/streams (open change streams), and
 * POST /dev/flags/outage (the service "down": its routes drop the connection, as an unreachable host would).
 */
export function ofrepRoutes(services: Services) {
  return (app: FastifyInstance): void => {
    // What testers read back, newest last, bounded in bytes (gateway/http/limits.ts); the oldest are forgotten first.
    const { limits } = services.config;
    const received = new BoundedLog<ReceivedEvaluation>(limits.flagContextsStoreBytes);
    const events = new BoundedLog<EvaluationEvent>(limits.flagEventsStoreBytes);
    /** Open change streams, oldest first: over the bound the oldest is closed and its EventSource reconnects. */
    const streams = new Set<FastifyReply>();
    services.stores.register('flagContexts', () => received.size());
    services.stores.register('flagEvents', () => events.size());
    services.stores.register('flagStreams', () => ({
      entries: streams.size,
      bytes: streams.size * FLAG_STREAM_ESTIMATE_BYTES,
      boundBytes: limits.flagStreams * FLAG_STREAM_ESTIMATE_BYTES,
    }));
    let down = false;

    const dropWhenDown = async (req: FastifyRequest, reply: FastifyReply) => {
      if (!down) return;
      reply.hijack();
      req.raw.socket.destroy();
    };

    const broadcast = (etag: string) => {
      const message = `data: ${JSON.stringify({ type: 'refetchEvaluation', etag })}\n\n`;
      for (const stream of streams) stream.raw.write(message);
    };

    app.addHook('preClose', async () => {
      for (const stream of streams) stream.raw.end();
      streams.clear();
    });

    app.post<{ Body: unknown }>('/ofrep/v1/evaluate/flags', { onRequest: dropWhenDown, bodyLimit: BODY_LIMITS.ofrepEvaluation }, async (req, reply) => {
      const body = req.body;
      if (!isRecord(body) || (body.context !== undefined && !isRecord(body.context))) {
        return ofrepError(reply, 400, 'INVALID_CONTEXT', 'body.context: must be an object');
      }
      const context = (body.context ?? {}) as Record<string, unknown>;
      if (context.targetingKey !== undefined && (typeof context.targetingKey !== 'string' || context.targetingKey.length > 200)) {
        return ofrepError(reply, 400, 'INVALID_CONTEXT', 'body.context.targetingKey: must be a string of at most 200 characters');
      }
      const flags = await listFlags(services.db);
      const etag = flagSetEtag(flags);
      const ifNoneMatch = typeof req.headers['if-none-match'] === 'string' ? req.headers['if-none-match'] : null;
      const status = ifNoneMatch === etag ? 304 : 200;
      if (!received.push({ at: services.clock.now(), context, ifNoneMatch, status })) {
        return ofrepError(reply, 400, 'INVALID_CONTEXT', 'body.context: is nested too deeply');
      }
      reply.header('ETag', etag).header('Cache-Control', 'no-cache');
      if (status === 304) return reply.code(304).send();
      return {
        flags: evaluateAll(flags),
        metadata: { provider: 'sandbox' },
        eventStreams: [{ type: 'sse', endpoint: { origin: services.baseUrl(), requestUri: '/ofrep/v1/stream' }, inactivityDelaySec: 120 }],
      };
    });

    app.get('/ofrep/v1/stream', { onRequest: dropWhenDown }, async (req, reply) => {
      // The CORS plugin put its headers on the reply; a hijacked reply writes them itself.
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = String(value);
      reply.hijack();
      reply.raw.writeHead(200, { ...headers, 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
      reply.raw.write(`retry: ${STREAM_RETRY_MS}\n: connected\n\n`);
      streams.add(reply);
      for (const oldest of streams) {
        if (streams.size <= limits.flagStreams) break;
        streams.delete(oldest);
        oldest.raw.destroy();
      }
      const keepAlive = setInterval(() => reply.raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      req.raw.on('close', () => {
        clearInterval(keepAlive);
        streams.delete(reply);
      });
    });

    app.post<{ Body: { events: Array<Omit<EvaluationEvent, 'at'> & { at?: number }> } }>(
      '/flags/v1/evaluation-events',
      {
        onRequest: dropWhenDown,
        bodyLimit: BODY_LIMITS.flagEvents,
        schema: {
          body: {
            type: 'object',
            required: ['events'],
            additionalProperties: false,
            properties: {
              events: {
                type: 'array',
                minItems: 1,
                maxItems: 100,
                items: {
                  type: 'object',
                  required: ['kind', 'key', 'contextKeys'],
                  additionalProperties: false,
                  properties: {
                    kind: { const: 'evaluation' },
                    key: { type: 'string', minLength: 1, maxLength: 100 },
                    value: { type: ['boolean', 'string', 'number', 'null'] },
                    variant: { type: 'string', maxLength: 100 },
                    reason: { type: 'string', maxLength: 50 },
                    contextKeys: { type: 'object', maxProperties: 4, additionalProperties: { type: 'string', maxLength: 200 } },
                    at: { type: 'integer', minimum: 0 },
                  },
                },
              },
            },
          },
        },
      },
      async (req, reply) => {
        for (const e of req.body.events) events.push({ ...e, at: e.at ?? services.clock.now() });
        return reply.code(202).send({ accepted: req.body.events.length });
      },
    );

    if (services.config.production) return;

    app.get('/dev/flags', async () => ({ result: await listFlags(services.db) }));
    app.post<{ Body: { key: string; value: boolean | string | number } }>(
      '/dev/flags',
      {
        schema: {
          body: {
            type: 'object',
            required: ['key', 'value'],
            additionalProperties: false,
            properties: { key: { type: 'string', minLength: 1, maxLength: 100 }, value: { type: ['boolean', 'string', 'number'] } },
          },
        },
      },
      async (req) => {
        const outcome = await setFlag(services.db, req.body.key, req.body.value, services.clock.now());
        if (outcome.kind === 'unknown') throw new GatewayError(404, 'NOT_FOUND', `body.key: no flag named ${req.body.key}`);
        if (outcome.kind === 'wrong-type') throw new GatewayError(400, 'BAD_REQUEST', `body.value: flag ${req.body.key} takes a ${outcome.expected}`);
        broadcast(flagSetEtag(await listFlags(services.db)));
        return { result: outcome.flag };
      },
    );
    app.get('/dev/flags/requests', async () => ({ result: received.list() }));
    app.get('/dev/flags/events', async () => ({ result: events.list() }));
    app.get('/dev/flags/streams', async () => ({ result: { open: streams.size } }));
    app.post<{ Body: { down: boolean } }>(
      '/dev/flags/outage',
      { schema: { body: { type: 'object', required: ['down'], additionalProperties: false, properties: { down: { type: 'boolean' } } } } },
      async (req) => {
        down = req.body.down;
        if (down) for (const stream of streams) stream.raw.destroy();
        if (down) streams.clear();
        return { result: { down } };
      },
    );
  };
}
