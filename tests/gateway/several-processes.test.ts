/**
 * Issue 41 part 5: two gateway processes on one PostgreSQL are one gateway. One client's calls split across both
 * meet one rate limit; a captcha answer signed by one is accepted by the other, once; codes to one number through
 * both meet one code limit. Runs under scripts/gateway-pg-test.sh (DATABASE_URL); PGlite is one process, so the test
 * is skipped there.
 */
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayClient, isolatedDatabaseUrl, type GatewayClient } from './harness';
import { spawnChildGateway, type ChildGateway } from './child-gateway';
import { signUp } from './auth-flow';
import { solvedCaptchaToken } from './captcha-fixtures';
import { DEFAULT_LIMITS } from '../../gateway/http/limits';
import { CODE_LIMITS } from '../../gateway/auth/code-limits';

const databaseUrl = isolatedDatabaseUrl();

describe.skipIf(!databaseUrl)('two gateway processes on one PostgreSQL', () => {
  let children: ChildGateway[] = [];
  let a: GatewayClient;
  let b: GatewayClient;
  beforeAll(async () => {
    // The first migrates and seeds; the second finds it done.
    children = [await spawnChildGateway([], { databaseUrl: databaseUrl! })];
    children.push(await spawnChildGateway([], { databaseUrl: databaseUrl! }));
    [a, b] = children.map((c) => gatewayClient(c.url)) as [GatewayClient, GatewayClient];
  }, 120_000);
  afterAll(() => Promise.all(children.map((c) => c.close())));

  it(`one client's ${DEFAULT_LIMITS.rateLimit + 10} calls to one route, split across both, get ${DEFAULT_LIMITS.rateLimit} answers`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULT_LIMITS.rateLimit + 10; i += 10) {
      statuses.push(...(await Promise.all(Array.from({ length: 10 }, (_, j) => (j % 2 ? a : b).call('GET_LANGUAGES').then((r) => r.status)))));
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(DEFAULT_LIMITS.rateLimit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  }, 120_000);

  it('a captcha answer from one process is accepted by the other, once', async () => {
    const { token } = await signUp(a);
    const answer = await solvedCaptchaToken(a.url);
    const first = await b.call('MANAGE_ORDER', { body: { captchaToken: answer }, token });
    expect(first.status).toBe(200);
    const replay = await a.call('MANAGE_ORDER', { body: { captchaToken: answer }, token });
    expect(replay.status).toBe(400);
    expect(replay.body.description).toMatch(/already used/);
  });

  it('codes to one number through both meet one limit', async () => {
    const number = `923${String(randomInt(0, 1e9)).padStart(9, '0')}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).call('CHECK_MNP_ELIGIBILITY', { body: { currentNumber: number, donorTelco: 'jazz' } })),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(CODE_LIMITS[1]!.limit);
    expect(answers.filter((r) => r.status === 429).every((r) => typeof r.body.retryAt === 'number')).toBe(true);
    const outbox = (await (await a.fetch(`/dev/outbox?recipient=${number}`)).json()) as { result: unknown[] };
    expect(outbox.result).toHaveLength(CODE_LIMITS[1]!.limit);
  });
});
