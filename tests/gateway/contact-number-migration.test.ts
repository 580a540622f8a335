/**
 * Migration 4501 (issue 45, docs/decisions/2026-11-29-sign-in-by-number.md): confirmed contact numbers are kept as
 * 92XXXXXXXXXX, so a number signs in however it is typed; two accounts that confirmed one phone written two ways keep
 * neither (nothing says who confirmed last). Run on rows written the old way, then the gateway signs in by them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolatedDatabaseUrl, latestCode, startTestGateway, type TestGateway } from './harness';
import { device, signUp } from './auth-flow';
import { openDatabase } from '../../gateway/db/database';
import { migrate } from '../../gateway/db/migrations';

let gw: TestGateway;
let dataDir: string;
type Customer = Awaited<ReturnType<typeof signUp>>;
let who: Record<'first' | 'second' | 'alone', Customer>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'gw-contact-migration-'));
  const databaseUrl = isolatedDatabaseUrl();
  const where = { dataDir, ...(databaseUrl ? { databaseUrl } : {}) };
  gw = await startTestGateway(where);
  who = { first: await signUp(gw), second: await signUp(gw), alone: await signUp(gw) };
  // The rows as the gateway wrote them before: a confirmed number kept as typed (PGlite has one owner: gateway stopped).
  await gw.close();
  const db = await openDatabase(where);
  const confirm = (userId: string, number: string) => db.query('UPDATE users SET contact_number = $2, phone_confirmed = true WHERE id = $1', [userId, number]);
  await confirm(who.first.userId, '03001112223');
  await confirm(who.second.userId, '923001112223');
  await confirm(who.alone.userId, '03215554443');
  await db.query('DELETE FROM schema_migrations WHERE version = 4501');
  expect(await migrate(db)).toEqual([4501]);
  await db.close();
  gw = await startTestGateway(where);
}, 120_000);
afterAll(async () => {
  await gw.close();
  await rm(dataDir, { recursive: true, force: true });
});

const details = async (token: string) => (await gw.call('GET_USER_DETAILS', { token })).body.result;

describe('migration 4501: confirmed contact numbers as 92XXXXXXXXXX', () => {
  it('one phone confirmed by two accounts in two spellings is confirmed by neither, and signs in nobody', async () => {
    for (const k of ['first', 'second'] as const) expect(await details(who[k].token)).toMatchObject({ phone_confirmed: false, telco_info: { phone_no: '923001112223' } });
    expect((await gw.call('SIGNIN', { body: { identifier: '03001112223', channel: 'web' } })).body.code).toBe('NO_ACCOUNT_FOR_NUMBER');
  });

  it('a number confirmed once, kept as typed with a 0, is kept as 92… and signs its account in however typed', async () => {
    expect(await details(who.alone.token)).toMatchObject({ phone_confirmed: true, telco_info: { phone_no: '923215554443' } });
    const started = await gw.call('SIGNIN', { body: { identifier: '3215554443', channel: 'web' } });
    expect(started.status).toBe(200);
    const done = await gw.call('VALIDATE_OTP_SIGNIN', { body: { device, otpCode: await latestCode(gw, '923215554443'), requestId: started.body.result.requestId } });
    expect(done.status).toBe(200);
    expect(done.body.result.userId).toBe(who.alone.userId);
  });
});
