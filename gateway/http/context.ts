import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EndpointName } from '../../schemas/endpoints';
import type { Database } from '../db/database';
import type { Clock } from '../clock';
import type { Outbox } from '../dev/outbox';
import type { FaultInjector } from '../dev/fault-injector';
import type { RateLimiter } from './rate-limiter';
import type { RechargeTaxRule } from '../lines/recharge-tax';
import type { GatewayLimits } from './limits';
import type { StoreSizes } from './store-sizes';

/** Resolved start-up options (defaults applied). */
export interface GatewayConfig {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** PGlite held in memory (a throwaway gateway: a test file's); nothing persists past its close. */
  memory?: boolean;
  appOrigin: string;
  tokenTtlSeconds: number;
  production: boolean;
  logger: boolean;
  /** Size and rate bounds (gateway/http/limits.ts DEFAULT_LIMITS unless overridden). */
  limits: GatewayLimits;
  /** Fastify's trustProxy: whose X-Forwarded-For names the client (several processes behind a balancer). */
  trustProxy: boolean | string;
  /** The tax rule that says what balance a recharge gives (gateway/lines/recharge-tax.ts). */
  rechargeTax: RechargeTaxRule;
}

/** Everything a handler may use besides the request itself. */
export interface Services {
  db: Database;
  clock: Clock;
  config: GatewayConfig;
  outbox: Outbox;
  faults: FaultInjector;
  limiter: RateLimiter;
  /** The in-memory stores by name, each with its size (GET /dev/memory). */
  stores: StoreSizes;
  /** Maintenance state, persisted in content and mirrored here so every request need not read it. */
  maintenance: { enabled: boolean; message: string };
  /** The gateway's own base URL, known once it listens (for sandbox payment page links). */
  baseUrl: () => string;
}

/** The signed-in caller of an `auth: true` endpoint. */
export interface Caller {
  userId: string;
  sessionId: string;
  email: string;
}

export interface HandlerContext<B = unknown, Q = unknown, P = unknown> {
  req: FastifyRequest;
  reply: FastifyReply;
  body: B;
  query: Q;
  params: P;
  services: Services;
  /** Present on `auth: true` endpoints; on others, set when a valid token was sent anyway. */
  caller?: Caller;
}

/** A handler returns the `result` of the success envelope. */
export type Handler<B = unknown, Q = unknown, P = unknown> = (ctx: HandlerContext<B, Q, P>) => Promise<unknown>;

/** Any handler, whatever payload types it declares (the registry schemas validated them). */
export type AnyHandler = Handler<never, never, never>;

/** Handlers by registry name: the gateway's half of the registry. */
export type HandlerMap = Partial<Record<EndpointName, AnyHandler>>;
