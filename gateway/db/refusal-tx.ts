import type { Database, Queryable } from './database';
import { GatewayError } from '../http/gateway-error';

/**
 * Runs `fn` in a transaction that is committed even when `fn` refuses the request with a
 * GatewayError, then rethrows it: a wrong one-time code must stay counted although the call fails.
 * Any other error rolls back.
 */
export async function txKeepingRefusals<T>(db: Database, fn: (q: Queryable) => Promise<T>): Promise<T> {
  const outcome = await db.tx(async (q) => {
    try {
      return { ok: await fn(q) };
    } catch (err) {
      if (err instanceof GatewayError) return { refused: err };
      throw err;
    }
  });
  if ('refused' in outcome) throw outcome.refused;
  return outcome.ok;
}
