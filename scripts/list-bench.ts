/**
 * `npm run bench`, list calls (issue 31): the first page of the order list, the service requests, the loyalty
 * history and the history of charges and credits (issue 44), as the account screens ask for it, for a customer with 10 rows of each and for one with 10,000. Each
 * size gets its own gateway and data (PGlite; and PostgreSQL too when DATABASE_URL is set, each in a schema of
 * its own). The figure held to the budget is the ratio of the two medians: 10,000 rows at most 2× 10 rows.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGateway } from '../gateway/server';
import { openDatabase } from '../gateway/db/database';
import { gatewayClient, isolatedDatabaseUrl, type GatewayClient } from '../tests/gateway/harness';
import { signUp } from '../tests/gateway/auth-flow';
import { solvedCaptchaToken } from '../tests/gateway/captcha-fixtures';
import { seedListRows } from './list-rows';
import { LIST_PAGE } from '../src/api/list-page';

export interface ListRow {
  what: string;
  value: number;
  unit: string;
  budget: number;
}

const SIZES = [10, 10_000] as const;
const CALLS = 21;

type Customer = { token: string; userId: string; email: string };
type ListCall = { name: string; call: (gw: GatewayClient, c: Customer, captcha: string) => Promise<{ status: number }> };

/** The first page of each list, as the screens ask for it (one more than they show, so a full page says there is more). */
const calls: ListCall[] = [
  { name: 'orders (MANAGE_ORDER)', call: (gw, c, captchaToken) => gw.call('MANAGE_ORDER', { body: { captchaToken, limit: LIST_PAGE + 1 }, token: c.token }) },
  { name: 'service requests (GET_SERVICE_REQUESTS)', call: (gw, c) => gw.call('GET_SERVICE_REQUESTS', { query: { limit: LIST_PAGE + 1 }, token: c.token }) },
  { name: 'loyalty history (GET_LOYALTY_POINT_HISTORY)', call: (gw, c) => gw.call('GET_LOYALTY_POINT_HISTORY', { params: { customerId: c.userId }, query: { limit: LIST_PAGE }, token: c.token }) },
  // Issue 44: the history of charges and credits, its first page as /profile/history asks for it.
  { name: 'charges and credits (GET_HISTORY)', call: (gw, c) => gw.call('GET_HISTORY', { query: { limit: LIST_PAGE }, token: c.token }) },
];

/** A gateway on its own data with one customer who has `rows` orders, requests and loyalty entries. */
async function customerWith(rows: number, databaseUrl: string | undefined) {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-lists-'));
  const where = { dataDir, ...(databaseUrl ? { databaseUrl } : {}) };
  let gw = await startGateway({ port: 0, ...where });
  const customer = await signUp(gatewayClient(gw.url));
  if ((await gatewayClient(gw.url).call('JOIN_LOYALTY', { body: { acceptTerms: true }, token: customer.token })).status !== 200) throw new Error('bench: joining the loyalty programme failed');
  // The rows go in while the gateway is stopped (PGlite has one owner); it starts again on the same data.
  await gw.close();
  const db = await openDatabase(where);
  await seedListRows(db, customer, rows, Date.now(), `bench${rows}`);
  await db.close();
  gw = await startGateway({ port: 0, ...where });
  return {
    client: gatewayClient(gw.url),
    customer,
    close: async () => {
      await gw.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Median milliseconds of each list call for the small and the large customer. The two are called in turn (after
 * 3 unmeasured calls each), so a busy moment of the machine or the warming of the code falls on both alike.
 */
async function timeLists(databaseUrl: () => string | undefined): Promise<{ small: number[]; large: number[] }> {
  const small = await customerWith(SIZES[0], databaseUrl());
  const large = await customerWith(SIZES[1], databaseUrl());
  try {
    const out = { small: [] as number[], large: [] as number[] };
    for (const { name, call } of calls) {
      const times = { small: [] as number[], large: [] as number[] };
      for (let i = 0; i < CALLS + 3; i++) {
        for (const [size, side] of [['small', small], ['large', large]] as const) {
          // A captcha answer is solved before the clock starts: the figure is the gateway's, not the puzzle's.
          const captcha = name.startsWith('orders') ? await solvedCaptchaToken(side.client.url) : '';
          const start = process.hrtime.bigint();
          const res = await call(side.client, side.customer, captcha);
          const ms = Number(process.hrtime.bigint() - start) / 1e6;
          if (res.status !== 200) throw new Error(`bench: ${name} answered ${res.status}`);
          if (i >= 3) times[size].push(ms);
        }
      }
      for (const size of ['small', 'large'] as const) out[size].push([...times[size]].sort((a, b) => a - b)[Math.floor(CALLS / 2)]!);
    }
    return out;
  } finally {
    await small.close();
    await large.close();
  }
}

/** The list-call rows of the bench table: per backend and call, both medians printed, their ratio budgeted. */
export async function listCallRows(): Promise<ListRow[]> {
  const backends: Array<{ label: string; url: () => string | undefined }> = [{ label: 'PGlite', url: () => undefined }];
  if (process.env.DATABASE_URL) backends.push({ label: 'PostgreSQL', url: () => isolatedDatabaseUrl() });
  const out: ListRow[] = [];
  for (const backend of backends) {
    const { small, large } = await timeLists(backend.url);
    for (const [i, { name }] of calls.entries()) {
      console.log(`list ${name} on ${backend.label}: ${small[i]!.toFixed(2)} ms with ${SIZES[0]} rows, ${large[i]!.toFixed(2)} ms with ${SIZES[1]} rows (median of ${CALLS})`);
      out.push({ what: `list ${name}, ${backend.label}: 10,000 rows ÷ 10 rows`, value: large[i]! / small[i]!, unit: '×', budget: 2 });
    }
  }
  return out;
}
