import type { FastifyInstance } from 'fastify';
import type { StoreSize } from './bounded-log';
import { totalStoreBound, type GatewayLimits } from './limits';

/**
 * The gateway's in-memory stores by name, each able to say how big it is: what GET /dev/memory reports, so tests
 * (and a person watching a flood) can hold the stores to their stated bounds.
 */
export class StoreSizes {
  private readonly stores = new Map<string, () => StoreSize>();

  /** Names a store; a second store under the same name replaces the first (routes are registered once per app). */
  register(name: string, size: () => StoreSize): void {
    this.stores.set(name, size);
  }

  report(): Record<string, StoreSize> {
    return Object.fromEntries([...this.stores].map(([name, size]) => [name, size()]));
  }
}

/** GET /dev/memory (dev only): each store's entries, bytes and bound, their total bound, and the process heap. */
export function memoryRoutes(sizes: StoreSizes, limits: GatewayLimits) {
  return (app: FastifyInstance): void => {
    app.get('/dev/memory', async () => {
      const stores = sizes.report();
      const usage = process.memoryUsage();
      return {
        result: {
          stores,
          bytes: Object.values(stores).reduce((sum, s) => sum + s.bytes, 0),
          boundBytes: totalStoreBound(limits),
          heapUsed: usage.heapUsed,
          rss: usage.rss,
        },
      };
    });
  };
}
