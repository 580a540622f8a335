import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../schemas/endpoints';
import type { Services } from '../http/context';
import { GatewayError } from '../http/gateway-error';
import { putContent } from '../seed/seed';
import { listKycSubmissions } from '../ekyc/kyc-submissions';
import { renderOutboxPage } from './outbox-page';
import type { Queryable } from '../db/database';
import type { LineRow } from '../lines/line-store';
import { lineView, settleLine } from '../lines/usage';
import { endAllowances } from '../lines/allowances';
import { ledgerOf } from '../lines/line-ledger';

const body = (properties: Record<string, object>, required: string[] = []) => ({
  body: { type: 'object', properties, required, additionalProperties: false },
});

/** The newest line with `number` (its open one, else its latest closed one); 404 when there is none. */
async function newestLineOf(q: Queryable, number: string): Promise<string> {
  const { rows } = await q.query<{ order_ref: string }>(`SELECT order_ref FROM lines WHERE number = $1 ORDER BY (status = 'Inactive'), created_at DESC LIMIT 1`, [number]);
  if (!rows[0]) throw new GatewayError(404, 'NOT_FOUND', `Line ${number} not found`);
  return rows[0].order_ref;
}

/**
 * Dev-only controls (absent in production mode): the outbox of one-time codes, fault
 * injection, the clock, the maintenance toggle, the rate-limit setting, the stored KYC submissions, a line's status
 * and its ledger.
 * None is in the endpoint registry: they are registered here, outside the registry's routes, so the
 * registry parity test (registry names ↔ handlers) never sees them.
 */
export function devRoutes(services: Services) {
  return (app: FastifyInstance): void => {
    app.get('/dev', async (_req, reply) => {
      const messages = await services.outbox.list(services.db);
      return reply.type('text/html; charset=utf-8').send(renderOutboxPage(messages, services.maintenance.enabled));
    });
    app.get<{ Querystring: { recipient?: string } }>(
      '/dev/outbox',
      { schema: { querystring: { type: 'object', properties: { recipient: { type: 'string' } }, additionalProperties: false } } },
      async (req) => ({ result: await services.outbox.list(services.db, req.query.recipient) }),
    );
    // What the eKYC submit stored (order or service-request ref, generated file names, sizes, kycData):
    // lets tests assert on the store without knowing the gateway's data folder.
    app.get<{ Querystring: { orderRef?: string } }>(
      '/dev/kyc-submissions',
      { schema: { querystring: { type: 'object', properties: { orderRef: { type: 'string', maxLength: 64 } }, additionalProperties: false } } },
      async (req) => ({ result: await listKycSubmissions(services.db, req.query.orderRef) }),
    );
    // A line's ledger of charges and credits, newest first (gateway/lines/line-ledger.ts): what the customer's
    // history will read; lets testers and tests see every renewal, recharge and purchase booked once.
    app.get<{ Querystring: { number: string } }>(
      '/dev/lines/ledger',
      { schema: { querystring: { type: 'object', properties: { number: { type: 'string', pattern: '^[0-9]{10,12}$' } }, required: ['number'], additionalProperties: false } } },
      async (req) => {
        const entries = await ledgerOf(services.db, await newestLineOf(services.db, req.query.number), 1000);
        return { result: entries.map((e) => ({ id: String(e.id), kind: e.kind, what: e.what, item: e.item, amount: Number(e.amount), tax: e.tax === null ? null : Number(e.tax), airtime: Number(e.airtime), reference: e.reference, at: Number(e.at) })) };
      },
    );
    app.get('/dev/faults', async () => ({ result: services.faults.list() }));
    app.post<{ Body: { endpoint: string; status?: number; code?: number | string; description?: string; delayMs?: number; drop?: boolean; times?: number } }>(
      '/dev/faults',
      {
        schema: body(
          {
            endpoint: { type: 'string' },
            status: { type: 'integer', minimum: 400, maximum: 599 },
            code: { type: ['integer', 'string'] },
            description: { type: 'string' },
            delayMs: { type: 'integer', minimum: 0, maximum: 60000 },
            drop: { type: 'boolean' },
            times: { type: 'integer', minimum: 1 },
          },
          ['endpoint'],
        ),
      },
      async (req) => {
        const { endpoint, ...fault } = req.body;
        if (!(endpoint in endpoints)) throw new GatewayError(400, 'BAD_REQUEST', `body.endpoint: unknown endpoint ${endpoint}`);
        if (!fault.status && !fault.delayMs && !fault.drop) throw new GatewayError(400, 'BAD_REQUEST', 'body: give status, delayMs or drop');
        services.faults.set(endpoint, fault);
        return { result: services.faults.list() };
      },
    );
    app.delete<{ Querystring: { endpoint?: string } }>('/dev/faults', async (req) => {
      services.faults.clear(req.query.endpoint);
      return { result: services.faults.list() };
    });
    app.post<{ Body: { advanceMs: number } }>('/dev/clock', { schema: body({ advanceMs: { type: 'integer', minimum: 0 } }, ['advanceMs']) }, async (req) => ({
      result: { offsetMs: services.clock.advance(req.body.advanceMs), now: services.clock.now() },
    }));
    app.post<{ Body: { enabled: boolean; message?: string } }>(
      '/dev/maintenance',
      { schema: body({ enabled: { type: 'boolean' }, message: { type: 'string', maxLength: 500 } }, ['enabled']) },
      async (req) => {
        const next = { enabled: req.body.enabled, message: req.body.message ?? '' };
        await putContent(services.db, 'maintenance', next);
        services.maintenance = next;
        return { result: next };
      },
    );
    // Reverse port-in/port-out requests start at the operator, never in the app: testers create them here.
    // SIM replacements too, in any status, so a closed one can be tried against the eKYC submit.
    app.post<{ Body: { userId: string; type: string; number: string; status?: string } }>(
      '/dev/service-requests',
      {
        schema: body(
          {
            userId: { type: 'string', minLength: 1 },
            type: { enum: ['REVERSE_PORTIN_REQUEST', 'REVERSE_PORTOUT_REQUEST', 'PORT_OUT_REQUEST', 'SIM_REPLACEMENT'] },
            number: { type: 'string', pattern: '^[0-9]{10,12}$' },
            status: { enum: ['SUBMITTED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED', 'FAILED'] },
          },
          ['userId', 'type', 'number'],
        ),
      },
      async (req) => {
        const id = `SR-${randomUUID().slice(0, 8).toUpperCase()}`;
        const now = services.clock.now();
        await services.db.query('INSERT INTO service_requests (id, user_id, type, status, payload, created_at, updated_at) VALUES ($1, $2, $3, $4, $5::jsonb, $6, $6)', [
          id, req.body.userId, req.body.type, req.body.status ?? 'SUBMITTED', JSON.stringify({ number: req.body.number }), now,
        ]);
        return { result: { requestId: id } };
      },
    );
    // A line's status moves at the operator (a bill unpaid, validity over): testers set it here to see what
    // each status allows. The number's newest line is changed; a number without a line is 404.
    app.post<{ Body: { number: string; status: 'Active' | 'Suspend' | 'Grace' | 'Inactive' } }>(
      '/dev/lines/status',
      { schema: body({ number: { type: 'string', pattern: '^[0-9]{10,12}$' }, status: { enum: ['Active', 'Suspend', 'Grace', 'Inactive'] } }, ['number', 'status']) },
      async (req) => {
        const now = services.clock.now();
        return services.db.tx(async (q) => {
          // The line is first brought up to now (gateway/lines/usage.ts). Grace means the validity is over: it ended
          // now, and with it every allowance.
          const orderRef = await newestLineOf(q, req.body.number);
          await settleLine(q, orderRef, now);
          const { rows } = await q.query<LineRow>(
            // A line put back in service starts a new period now (as a plan switch out of Grace does): the time it
            // spent out of service is not charged afterwards.
            `UPDATE lines SET status = $2, updated_at = $3,
               renewal_anchor = CASE WHEN $2 = 'Active' AND status <> 'Active' THEN $3 ELSE renewal_anchor END,
               renews_at = CASE WHEN $2 = 'Active' AND status <> 'Active' THEN NULL WHEN $2 = 'Grace' AND renews_at > $3 THEN $3 ELSE renews_at END,
               usage_at = CASE WHEN $2 = 'Grace' AND usage_at > $3 THEN $3 ELSE usage_at END
             WHERE order_ref = $1 RETURNING *`,
            [orderRef, req.body.status, now],
          );
          if (req.body.status === 'Grace') await endAllowances(q, orderRef, now);
          const line = req.body.status === 'Active' ? await settleLine(q, orderRef, now) : rows[0];
          return { result: await lineView(q, line!, now) };
        });
      },
    );
    // How much of its plan's data a line's sandbox customer uses each period (issue 45 part 3): two thirds unless set
    // here, so testers can see the data notifications (80 % and 100 %). What was used up to now stays used.
    app.post<{ Body: { number: string; dataShare: number } }>(
      '/dev/lines/appetite',
      { schema: body({ number: { type: 'string', pattern: '^[0-9]{10,12}$' }, dataShare: { type: 'number', minimum: 0, maximum: 10 } }, ['number', 'dataShare']) },
      async (req) => {
        const now = services.clock.now();
        return services.db.tx(async (q) => {
          const orderRef = await newestLineOf(q, req.body.number);
          await settleLine(q, orderRef, now);
          const { rows } = await q.query<LineRow>('UPDATE lines SET data_share = $2 WHERE order_ref = $1 RETURNING *', [orderRef, req.body.dataShare]);
          return { result: await lineView(q, rows[0]!, now) };
        });
      },
    );
    app.post<{ Body: { limit: number; windowMs: number } }>(
      '/dev/rate-limit',
      { schema: body({ limit: { type: 'integer', minimum: 1 }, windowMs: { type: 'integer', minimum: 100 } }, ['limit', 'windowMs']) },
      async (req) => {
        await services.limiter.configure(req.body.limit, req.body.windowMs);
        return { result: services.limiter.settings() };
      },
    );
  };
}
