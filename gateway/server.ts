import type { AddressInfo } from 'node:net';
import { openDatabase } from './db/database';
import { migrate } from './db/migrations';
import { Clock } from './clock';
import { Outbox } from './dev/outbox';
import { FaultInjector } from './dev/fault-injector';
import { devRoutes } from './dev/dev-routes';
import { paylinkDevRoutes } from './dev/paylink-dev-routes';
import { RateLimiter } from './http/rate-limiter';
import { buildApp } from './http/app';
import { DEFAULT_LIMITS, type GatewayLimits } from './http/limits';
import { DEFAULT_RECHARGE_TAX, type RechargeTaxRule } from './lines/recharge-tax';
import { StoreSizes, memoryRoutes } from './http/store-sizes';
import type { GatewayConfig, Services } from './http/context';
import { handlers } from './handlers';
import { routePlugins, seeders } from './handlers/plugins';
import { getContent, seed } from './seed/seed';

export interface GatewayOptions {
  host?: string;
  port?: number;
  dataDir?: string;
  databaseUrl?: string;
  /** PGlite held in memory instead of in `dataDir` (a throwaway gateway: a test file's); gone when it closes. */
  memory?: boolean;
  appOrigin?: string;
  tokenTtlSeconds?: number;
  production?: boolean;
  logger?: boolean;
  /** Size and rate bounds to override (a test sets them low); see gateway/http/limits.ts. */
  limits?: Partial<GatewayLimits>;
  /**
   * Behind a balancer: which proxies' X-Forwarded-For names the client (Fastify's trustProxy: true, or their
   * addresses/CIDRs), so the rate windows count each client, not the balancer. Off by default.
   */
  trustProxy?: GatewayConfig['trustProxy'];
  /** The recharge tax rule (default Pakistan's advance income tax, gateway/lines/recharge-tax.ts). */
  rechargeTax?: Partial<RechargeTaxRule>;
}

/** GATEWAY_TRUST_PROXY: `true` (any proxy), or a comma-separated list of the balancers' addresses or CIDRs. */
export function parseTrustProxy(value: string): boolean | string {
  return value === 'true' || value === 'false' ? value === 'true' : value;
}

export interface RunningGateway {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Starts the sandbox operator API: opens storage (PGlite in `dataDir`, or PostgreSQL at
 * `databaseUrl`), applies migrations, seeds on first start, and listens.
 * @example const gw = await startGateway({ port: 0, dataDir: tmp }); await fetch(`${gw.url}/v1/global_config`);
 */
export async function startGateway(opts: GatewayOptions = {}): Promise<RunningGateway> {
  const config: GatewayConfig = {
    host: opts.host ?? '127.0.0.1',
    port: opts.port ?? 8081,
    dataDir: opts.dataDir ?? '.data/gateway',
    ...(opts.databaseUrl ? { databaseUrl: opts.databaseUrl } : {}),
    ...(opts.memory ? { memory: true } : {}),
    appOrigin: opts.appOrigin ?? 'http://127.0.0.1:8080',
    tokenTtlSeconds: opts.tokenTtlSeconds ?? 900,
    production: opts.production ?? false,
    logger: opts.logger ?? false,
    limits: { ...DEFAULT_LIMITS, ...opts.limits },
    trustProxy: opts.trustProxy ?? false,
    rechargeTax: { ...DEFAULT_RECHARGE_TAX, ...opts.rechargeTax },
  };
  const db = await openDatabase(config);
  try {
    await migrate(db);
    await db.tx((q) => seed(q, seeders));
    const clock = new Clock();
    let baseUrl = '';
    const services: Services = {
      db,
      clock,
      config,
      outbox: new Outbox(clock, !config.production),
      faults: new FaultInjector(),
      limiter: new RateLimiter(db, config.limits.rateLimit, config.limits.rateWindowMs),
      stores: new StoreSizes(),
      maintenance: await getContent(db, 'maintenance'),
      baseUrl: () => baseUrl,
    };
    const dev = config.production ? [] : [devRoutes(services), paylinkDevRoutes(services), memoryRoutes(services.stores, config.limits)];
    const extra = [...routePlugins.map((p) => p(services)), ...dev];
    const app = await buildApp(services, handlers, extra);
    await app.listen({ host: config.host, port: config.port });
    const port = (app.server.address() as AddressInfo).port;
    baseUrl = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
    let closed: Promise<void> | undefined;
    return {
      url: baseUrl,
      port,
      close: () =>
        (closed ??= (async () => {
          await app.close();
          await db.close();
        })()),
    };
  } catch (err) {
    await db.close().catch(() => undefined);
    throw err;
  }
}
