/**
 * Issue 45 parts 4-5 (gateway/lines/balance-share.ts, gateway/lines/advance.ts). Balance share: the range, fee and day's
 * limits come from the gateway's configuration (read here from the options call, never written out); a code sent by SMS
 * to the sending line confirms it; both ledgers book it; twenty confirmations at once move the balance once; a replayed
 * Idempotency-Key with another body is refused; another customer's line or share is 404. Emergency advance: below the
 * threshold only, one at a time (twenty at once grant once), repaid first by the next recharge with its fee.
 * scripts/gateway-pg-test.sh runs this on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev, latestCode, responseErrors, startTestGateway, times, type Json, type TestGateway } from './harness';
import { idemKey } from './order-fixtures';
import { lineCustomer, lowBalanceCustomer, rechargeByCard, sharedAirtime, type LineCustomer } from './airtime-fixtures';

const DAY = 24 * 3600_000;

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({ limits: { rateLimit: 1_000_000 }, tokenTtlSeconds: 400 * 86_400 });
}, 60_000);
afterAll(() => gw.close());

const customer = () => lineCustomer(gw);
type Customer = LineCustomer;

const lineOf = async (c: Customer) => (await gw.call('GET_LINE', { params: { number: c.number }, token: c.token })).body.result as Json;
const options = async (c: Customer) => {
  const res = await gw.call('GET_BALANCE_SHARE_OPTIONS', { params: { number: c.number }, token: c.token });
  expect(responseErrors('GET_BALANCE_SHARE_OPTIONS', res.status, res.body)).toEqual([]);
  return res.body.result as Json;
};
const start = (c: Customer, to: string, amount: number, number = c.number) =>
  gw.call('START_BALANCE_SHARE', { params: { number }, body: { to, amount }, token: c.token });
const confirm = (c: Customer, share: Json, otpCode: string, key?: string) =>
  gw.call('CONFIRM_BALANCE_SHARE', { params: { shareId: share.shareId }, body: { requestId: share.requestId, otpCode }, token: c.token, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
const history = async (c: Customer, kind: string) =>
  (await gw.call('GET_HISTORY', { query: { line: c.number, kind }, token: c.token })).body.result.entries as Json[];

const share = (from: Customer, to: string, amount: number) => sharedAirtime(gw, from, to, amount);

const recharge = (c: Customer, amount: number) => rechargeByCard(gw, c, amount);

describe('balance share', () => {
  it('shows the fee and the receiver before the code; the code sent to the sending line moves the amount once, and both histories show it', async () => {
    const [a, b] = [await customer(), await customer()];
    const cfg = await options(a);
    const [aBefore, bBefore] = [(await lineOf(a)).airtimeBalance, (await lineOf(b)).airtimeBalance];
    // Typed the way a customer writes a number (0300…): the receiver is the line, as stored.
    const started = await start(a, `0${b.number.slice(2)}`, 100);
    expect(responseErrors('START_BALANCE_SHARE', started.status, started.body)).toEqual([]);
    expect(started.body.result).toMatchObject({ status: 'PENDING', to: b.number, amount: 100, fee: cfg.fee, total: 100 + cfg.fee });
    // Nothing moves before the code; the SMS to the sending line names what it confirms.
    expect((await lineOf(a)).airtimeBalance).toBe(aBefore);
    const sms = ((await (await gw.fetch(`/dev/outbox?recipient=${a.number}`)).json()) as Json).result.at(-1);
    expect(sms.body).toContain(b.number);
    expect(sms.body).toContain(`Rs ${cfg.fee}`);

    const wrong = await confirm(a, started.body.result, (Number(await latestCode(gw, a.number)) ^ 1).toString().padStart(6, '0'));
    expect(wrong.status).toBe(422);
    const key = idemKey();
    const codeNow = await latestCode(gw, a.number);
    const done = await confirm(a, started.body.result, codeNow, key);
    expect(responseErrors('CONFIRM_BALANCE_SHARE', done.status, done.body)).toEqual([]);
    expect(done.body.result).toMatchObject({ status: 'DONE', balance: aBefore - 100 - cfg.fee });
    expect((await lineOf(a)).airtimeBalance).toBe(aBefore - 100 - cfg.fee);
    expect((await lineOf(b)).airtimeBalance).toBe(bBefore + 100);
    // The same key with another body is refused; with the same body it answers the first result.
    const replay = await gw.call('CONFIRM_BALANCE_SHARE', { params: { shareId: done.body.result.shareId }, body: { requestId: started.body.result.requestId, otpCode: '000000' }, token: a.token, headers: { 'idempotency-key': key } });
    expect([replay.status, replay.body.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    expect((await confirm(a, started.body.result, codeNow, key)).body.result.shareId).toBe(done.body.result.shareId);

    const sent = await history(a, 'SHARE');
    expect(sent.map((e) => [e.what, e.amount, e.airtime, e.item])).toEqual([
      ['BALANCE_SHARE_FEE', cfg.fee, -cfg.fee, b.number],
      ['BALANCE_SHARE_SENT', 100, -100, b.number],
    ]);
    expect((await history(b, 'SHARE')).map((e) => [e.what, e.direction, e.amount, e.item])).toEqual([['BALANCE_SHARE_RECEIVED', 'CREDIT', 100, a.number]]);
  });

  it('twenty confirmations at once move the balance once', async () => {
    const [a, b] = [await customer(), await customer()];
    const [aBefore, bBefore] = [(await lineOf(a)).airtimeBalance, (await lineOf(b)).airtimeBalance];
    const fee = (await options(a)).fee;
    const started = (await start(a, b.number, 50)).body.result;
    const code = await latestCode(gw, a.number);
    const all = await times(20, (i) => confirm(a, started, code, i % 2 ? idemKey() : undefined));
    expect(all.filter((r) => r.status >= 500)).toEqual([]);
    expect(all.every((r) => r.status === 200 && r.body.result.status === 'DONE')).toBe(true);
    expect((await lineOf(a)).airtimeBalance).toBe(aBefore - 50 - fee);
    expect((await lineOf(b)).airtimeBalance).toBe(bBefore + 50);
    expect(await history(b, 'SHARE')).toHaveLength(1);
  });

  it('two shares started apart and confirmed at once never take the balance below zero (checked again under the lines\' locks)', async () => {
    const [a, b] = [await customer(), await customer()];
    const { fee, maxAmount, balance } = await options(a);
    const amount = Math.min(maxAmount, balance - fee);
    // Each fits the balance alone; together they do not.
    const first = (await start(a, b.number, amount)).body.result;
    const firstCode = await latestCode(gw, a.number);
    const second = (await start(a, b.number, amount)).body.result;
    const secondCode = await latestCode(gw, a.number);
    const both = await Promise.all([confirm(a, first, firstCode), confirm(a, second, secondCode)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(both.find((r) => r.status === 422)!.body.code).toBe('INSUFFICIENT_AIRTIME');
    expect((await lineOf(a)).airtimeBalance).toBe(balance - amount - fee);
  });

  it('two lines sharing to each other at once both complete (their lines locked in one order, never deadlocked)', async () => {
    const [a, b] = [await customer(), await customer()];
    const [aBefore, bBefore] = [(await lineOf(a)).airtimeBalance, (await lineOf(b)).airtimeBalance];
    const fee = (await options(a)).fee;
    const ab = (await start(a, b.number, 30)).body.result;
    const abCode = await latestCode(gw, a.number);
    const ba = (await start(b, a.number, 40)).body.result;
    const baCode = await latestCode(gw, b.number);
    const all = await Promise.all([...Array(5)].flatMap(() => [confirm(a, ab, abCode), confirm(b, ba, baCode)]));
    expect(all.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect((await lineOf(a)).airtimeBalance).toBe(aBefore - 30 - fee + 40);
    expect((await lineOf(b)).airtimeBalance).toBe(bBefore - 40 - fee + 30);
  });

  it('refuses what is out of range, one\'s own number, a number that is not Sitara\'s, a suspended or closed line, and says how much is missing', async () => {
    const [a, b] = [await customer(), await customer()];
    const cfg = await options(a);
    const code = async (to: string, amount: number) => (await start(a, to, amount)).body.code;
    expect(await code(b.number, cfg.minAmount - 1)).toBe('AMOUNT_OUT_OF_RANGE');
    expect(await code(b.number, cfg.maxAmount + 1)).toBe('AMOUNT_OUT_OF_RANGE');
    expect(await code(a.number, cfg.minAmount)).toBe('SHARE_TO_OWN_NUMBER');
    expect(await code('923999999999', cfg.minAmount)).toBe('RECEIVER_NOT_SITARA');
    const short = await start(a, b.number, cfg.maxAmount);
    const balance = (await lineOf(a)).airtimeBalance;
    expect(short.body.code).toBe('INSUFFICIENT_AIRTIME');
    expect(short.body.description).toContain(`Rs ${cfg.maxAmount + cfg.fee - balance} is missing`);
    for (const body of [{ to: b.number }, { to: 'abc', amount: 20 }, { to: b.number, amount: 20.5 }, { to: b.number, amount: '20' }, { to: b.number, amount: 20, extra: 1 }]) {
      expect((await gw.call('START_BALANCE_SHARE', { params: { number: a.number }, body, token: a.token })).status).toBe(400);
    }
    // A suspended receiver, and a sending line blocked as lost, take and send nothing.
    await dev(gw, '/dev/lines/status', { number: b.number, status: 'Suspend' });
    expect(await code(b.number, cfg.minAmount)).toBe('RECEIVER_CANNOT_RECEIVE');
    await dev(gw, '/dev/lines/status', { number: b.number, status: 'Inactive' });
    expect(await code(b.number, cfg.minAmount)).toBe('RECEIVER_NOT_SITARA');
    const c = await customer();
    expect((await gw.call('BLOCK_LINE', { params: { number: a.number }, body: { reason: 'LOST' }, token: a.token })).status).toBe(200);
    expect(await code(c.number, cfg.minAmount)).toBe('LINE_SUSPEND');
  });

  it('holds the day\'s count and amount from the configuration, and a new Pakistani day opens them again', async () => {
    const [a, b] = [await customer(), await customer()];
    const cfg = await options(a);
    expect(cfg.leftToday).toEqual(cfg.perDay);
    await recharge(a, 1000);
    // The amount: shares of the maximum until the day's amount is used.
    let sent = 0;
    while (cfg.perDay.amount - sent >= cfg.maxAmount && (await options(a)).leftToday.count > 1) {
      await share(a, b.number, cfg.maxAmount);
      sent += cfg.maxAmount;
    }
    const left = (await options(a)).leftToday;
    expect(left.amount).toBe(cfg.perDay.amount - sent);
    // One rupee more than is left of the day (within one share's range) is refused, saying what is left.
    const over = Math.max(cfg.minAmount, left.amount + 1);
    const refused = await start(a, b.number, over);
    expect(refused.body.code).toBe('SHARE_DAILY_AMOUNT');
    expect(refused.body.description).toContain(`Rs ${left.amount} is left`);
    // The count, on another line: the smallest shares until none is left.
    const c = await customer();
    for (let n = cfg.perDay.count; n > 0; n--) await share(c, b.number, cfg.minAmount);
    expect((await options(c)).leftToday.count).toBe(0);
    expect((await start(c, b.number, cfg.minAmount)).body.code).toBe('SHARE_DAILY_COUNT');
    // The next day on the gateway's clock opens both limits again.
    await dev(gw, '/dev/clock', { advanceMs: DAY });
    expect((await options(a)).leftToday).toEqual(cfg.perDay);
    expect((await start(c, b.number, cfg.minAmount)).status).toBe(200);
  });

  it("another customer's line and share are 404, and another share's code confirms nothing", async () => {
    const [a, b] = [await customer(), await customer()];
    expect((await start(b, a.number, 20, a.number)).status).toBe(404);
    expect((await gw.call('GET_BALANCE_SHARE_OPTIONS', { params: { number: a.number }, token: b.token })).status).toBe(404);
    const mine = (await start(a, b.number, 20)).body.result;
    const myCode = await latestCode(gw, a.number);
    expect((await confirm(b, mine, myCode)).status).toBe(404);
    const theirs = (await start(b, a.number, 20)).body.result;
    // Their request id with my share: refused, and my share still waits.
    const crossed = await gw.call('CONFIRM_BALANCE_SHARE', { params: { shareId: mine.shareId }, body: { requestId: theirs.requestId, otpCode: await latestCode(gw, b.number) }, token: a.token });
    expect(crossed.status).toBe(422);
    expect((await confirm(a, mine, myCode)).body.result.status).toBe('DONE');
  });
});

describe('emergency advance', () => {
  const lowCustomer = () => lowBalanceCustomer(gw);
  const advanceOptions = async (c: Customer) => {
    const res = await gw.call('GET_ADVANCE_OPTIONS', { params: { number: c.number }, token: c.token });
    expect(responseErrors('GET_ADVANCE_OPTIONS', res.status, res.body)).toEqual([]);
    return res.body.result as Json;
  };
  const take = (c: Customer, amount: number, key?: string) =>
    gw.call('TAKE_ADVANCE', { params: { number: c.number }, body: { amount }, token: c.token, ...(key ? { headers: { 'idempotency-key': key } } : {}) });

  it('is offered only below the threshold, granted once for twenty requests at once, and repaid with its fee by the next recharge', async () => {
    const rich = await customer();
    const richOptions = await advanceOptions(rich);
    expect(richOptions.refusal).toBe('BALANCE_ABOVE_THRESHOLD');
    expect((await take(rich, richOptions.offers[0].amount)).body.code).toBe('BALANCE_ABOVE_THRESHOLD');

    const c = await lowCustomer();
    const opts = await advanceOptions(c);
    expect(opts.refusal).toBeNull();
    expect(opts.balance).toBeLessThan(opts.threshold);
    const offer = opts.offers.at(-1);
    expect((await take(c, offer.amount + 1)).body.code).toBe('AMOUNT_NOT_OFFERED');
    const all = await times(20, (i) => take(c, offer.amount, i % 2 ? idemKey() : undefined));
    expect(all.filter((r) => r.status >= 500)).toEqual([]);
    const granted = all.filter((r) => r.status === 200);
    expect(granted).toHaveLength(1);
    expect(responseErrors('TAKE_ADVANCE', 200, granted[0]!.body)).toEqual([]);
    expect(all.filter((r) => r.status === 422).every((r) => r.body.code === 'ADVANCE_OUTSTANDING')).toBe(true);
    expect((await lineOf(c)).airtimeBalance).toBe(opts.balance + offer.amount);
    expect((await advanceOptions(c)).outstanding).toMatchObject({ amount: offer.amount, fee: offer.fee, owed: offer.amount + offer.fee });

    // The sandbox clock moves; the advance stays owed until a recharge, which repays it first, fee included.
    await dev(gw, '/dev/clock', { advanceMs: 2 * DAY });
    const before = (await lineOf(c)).airtimeBalance;
    const topupId = await recharge(c, 1000);
    // What the recharge gives is its quoted balance (the gateway's tax rule, issue 44 part 6), repaying the advance first.
    const quoted = (await gw.call('GET_TOPUP_OPTIONS', { token: c.token })).body.result.recharges.find((r: { amount: number }) => r.amount === 1000).balance as number;
    expect((await lineOf(c)).airtimeBalance).toBeCloseTo(before + quoted - offer.amount - offer.fee, 2);
    expect((await advanceOptions(c)).outstanding).toBeNull();
    const entries = await history(c, 'ADVANCE');
    expect(entries.map((e) => [e.what, e.direction, e.amount])).toEqual([
      ['ADVANCE_FEE', 'CHARGE', offer.fee],
      ['ADVANCE_REPAYMENT', 'CHARGE', offer.amount],
      ['ADVANCE', 'CREDIT', offer.amount],
    ]);
    expect(entries[0].reference).toBe(topupId);
    // Repaid, and the balance above the threshold again: no second advance.
    expect((await advanceOptions(c)).refusal).toBe('BALANCE_ABOVE_THRESHOLD');
  });

  it('a line that owes an advance shares nothing until a recharge repays it', async () => {
    const [c, other] = [await lowCustomer(), await customer()];
    const { offers } = await advanceOptions(c);
    expect((await take(c, offers.at(-1).amount)).status).toBe(200);
    expect((await start(c, other.number, (await options(c)).minAmount)).body.code).toBe('ADVANCE_OUTSTANDING');
    await recharge(c, 1000);
    expect((await start(c, other.number, (await options(c)).minAmount)).status).toBe(200);
  });

  it("another customer's line is 404; a replayed key with another amount is refused", async () => {
    const [c, stranger] = [await lowCustomer(), await customer()];
    const { offers } = await advanceOptions(c);
    expect((await gw.call('GET_ADVANCE_OPTIONS', { params: { number: c.number }, token: stranger.token })).status).toBe(404);
    expect((await gw.call('TAKE_ADVANCE', { params: { number: c.number }, body: { amount: offers[0].amount }, token: stranger.token })).status).toBe(404);
    const key = idemKey();
    expect((await take(c, offers[0].amount, key)).status).toBe(200);
    const replay = await take(c, offers[1].amount, key);
    expect([replay.status, replay.body.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    expect((await take(c, offers[0].amount, key)).status).toBe(200);
    expect((await advanceOptions(c)).outstanding.amount).toBe(offers[0].amount);
  });
});
