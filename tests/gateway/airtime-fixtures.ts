/** Customers for balance share and the emergency advance (issue 45 parts 4-5), made through the API as a person would. */
import { expect } from 'vitest';
import { latestCode, type GatewayClient, type Json } from './harness';
import { signUp } from './auth-flow';
import { placePaidOrder } from './order-fixtures';

export type LineCustomer = Awaited<ReturnType<typeof signUp>> & { number: string };

/** A fresh customer with an Active line (its opening airtime). */
export async function lineCustomer(gw: GatewayClient): Promise<LineCustomer> {
  const user = await signUp(gw);
  return { ...user, number: (await placePaidOrder(gw, user.token, user.email)).number };
}

/** A share of `amount` from `from` to `to` started, and the code the sending line received by SMS. */
export async function startedShare(gw: GatewayClient, from: LineCustomer, to: string, amount: number): Promise<{ share: Json; code: string }> {
  const started = await gw.call('START_BALANCE_SHARE', { params: { number: from.number }, body: { to, amount }, token: from.token });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return { share: started.body.result, code: await latestCode(gw, from.number) };
}

/** The body that confirms a started share. */
export const confirmBody = (s: { share: Json; code: string }) => ({ requestId: s.share.requestId as string, otpCode: s.code });

/** Shares `amount` from `from` to `to`, confirmed; returns the share as confirmed. */
export async function sharedAirtime(gw: GatewayClient, from: LineCustomer, to: string, amount: number): Promise<Json> {
  const started = await startedShare(gw, from, to, amount);
  const done = await gw.call('CONFIRM_BALANCE_SHARE', { params: { shareId: started.share.shareId }, body: confirmBody(started), token: from.token });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body.result;
}

/** A fresh customer whose balance is just below the advance threshold: the rest shared away to `to` (a fresh line when none). */
export async function lowBalanceCustomer(gw: GatewayClient, to?: string): Promise<LineCustomer> {
  const c = await lineCustomer(gw);
  const receiver = to ?? (await lineCustomer(gw)).number;
  const { fee, maxAmount, balance } = (await gw.call('GET_BALANCE_SHARE_OPTIONS', { params: { number: c.number }, token: c.token })).body.result;
  const { threshold } = (await gw.call('GET_ADVANCE_OPTIONS', { params: { number: c.number }, token: c.token })).body.result;
  await sharedAirtime(gw, c, receiver, Math.min(maxAmount, balance - fee - threshold + 1));
  return c;
}

/** Recharges `c`'s line by card through the sandbox's payment page, as a customer would; returns the top-up's id. */
export async function rechargeByCard(gw: GatewayClient, c: { number: string; token: string }, amount: number): Promise<string> {
  const topup = (await gw.call('CREATE_TOPUP', { params: { number: c.number }, body: { kind: 'RECHARGE', amount }, token: c.token })).body.result;
  const pay = await gw.call('PAYMENT_REQUEST', { body: { orderRef: topup.topupId, paymentMethod: 'CARD' }, token: c.token });
  const settled = await gw.fetch(`/sandbox/pay/${pay.body.result.paymentId}/success`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
  expect(settled.status).toBe(303);
  return topup.topupId as string;
}
