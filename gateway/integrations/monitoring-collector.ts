/**
 * The browser-monitoring collector the sandbox plays (issue 12 part 2). The app sends harvests with
 * navigator.sendBeacon as text/plain JSON (no CORS preflight); the collector keeps the last ones in memory (bounded
 * in bytes, gateway/http/limits.ts) and a dev route lists them for tests. Anything that is not a
 * harvest is refused with 400, never stored.
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../http/context';
import { BoundedLog } from '../http/bounded-log';
import { badRequest } from '../http/gateway-error';
import { BODY_LIMITS } from '../http/limits';

export const HARVEST_KINDS = ['vitals', 'errors', 'actions', 'timings', 'session'] as const;
export type HarvestKind = (typeof HARVEST_KINDS)[number];

export interface Harvest {
  kind: HarvestKind;
  session: { id: string; startedAt: number; replay: boolean };
  items: unknown[];
  sentAt: number;
}
export interface StoredHarvest extends Harvest {
  receivedAt: number;
}

const MAX_ITEMS = 500;

/** Parses one beacon body; a string saying what is wrong when it is not a harvest. */
export function parseHarvest(raw: unknown): Harvest | string {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return 'body: is not JSON';
    }
  }
  if (!value || typeof value !== 'object') return 'body: must be an object';
  const h = value as Record<string, unknown>;
  if (!HARVEST_KINDS.includes(h.kind as HarvestKind)) return `body.kind: must be one of ${HARVEST_KINDS.join(', ')}`;
  const s = h.session as Record<string, unknown> | undefined;
  if (!s || typeof s.id !== 'string' || s.id.length > 100 || typeof s.startedAt !== 'number' || typeof s.replay !== 'boolean') return 'body.session: needs id, startedAt and replay';
  if (!Array.isArray(h.items) || h.items.length > MAX_ITEMS) return `body.items: must be a list of at most ${MAX_ITEMS}`;
  if (typeof h.sentAt !== 'number') return 'body.sentAt: must be a number';
  return { kind: h.kind as HarvestKind, session: { id: s.id, startedAt: s.startedAt, replay: s.replay }, items: h.items, sentAt: h.sentAt };
}

const stores = new WeakMap<Services, BoundedLog<StoredHarvest>>();
const storeOf = (services: Services) => {
  let log = stores.get(services);
  if (!log) {
    stores.set(services, (log = new BoundedLog(services.config.limits.monitoringStoreBytes)));
    services.stores.register('monitoringHarvests', () => (log as BoundedLog<StoredHarvest>).size());
  }
  return log;
};

export function monitoringRoutes(services: Services) {
  return (app: FastifyInstance): void => {
    storeOf(services);
    app.post('/integrations/monitoring/harvest', { bodyLimit: BODY_LIMITS.monitoringHarvest }, async (req, reply) => {
      const parsed = parseHarvest(req.body);
      if (typeof parsed === 'string') throw badRequest(parsed);
      if (!storeOf(services).push({ ...parsed, receivedAt: Date.now() })) throw badRequest('body: cannot be kept (nested too deeply, or larger than the whole store)');
      return reply.code(204).send();
    });
    if (services.config.production) return;
    app.get('/dev/monitoring/harvests', async () => ({ result: storeOf(services).list() }));
  };
}
