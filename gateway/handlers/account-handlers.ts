import type { Handler, HandlerMap } from '../http/context';
import { conflict, notFound, unprocessable, codes } from '../http/gateway-error';
import { consume, createCodeRequest, lockCodeRequest, newCode } from '../auth/one-time-codes';
import { getUser, toUserDetails } from '../auth/users';
import { txKeepingRefusals } from '../db/refusal-tx';
import { admitCodeSend } from '../auth/code-limits';
import { claimGuestPurchases } from '../auth/guest-claims';
import type { Queryable } from '../db/database';
import { checkCode } from './auth-handlers';
import { isOwnCard, listCards, lockCustomerCards, ownCustomer } from './payment-handlers';
import { lineView, ownLine } from '../lines/usage';
import { withPlanName } from '../lines/plan-names';
import { setLineAutoRenew } from '../lines/subscriptions';
import { codeMessage } from '../seed/outbox-words';
import { languageOf } from '../catalog/localise';

/** How long a passed card-update code check may be used to replace the subscription card. */
const CARD_VERIFICATION_TTL_MS = 10 * 60_000;

type Ctx = Parameters<Handler>[0];
const send = (ctx: Ctx, q: Queryable, to: string, reason: 'email-change' | 'card-update', code: string) =>
  ctx.services.outbox.send(q, { channel: 'email', recipient: to, ...codeMessage(reason, code, languageOf(ctx.req.headers['accept-language'])), code });

const setDefault: Handler<never, never, { customer_id: string; payment_method_id: string }> = async (ctx) =>
  ctx.services.db.tx(async (q) => {
    const customerId = ownCustomer(ctx);
    await lockCustomerCards(q, customerId);
    if (!(await isOwnCard(q, customerId, ctx.params.payment_method_id))) throw notFound(`Payment method ${ctx.params.payment_method_id}`);
    // Two statements: the one-default index is checked row by row, so the old default goes first.
    await q.query('UPDATE saved_payment_methods SET is_default = false WHERE customer_id = $1 AND is_default AND id <> $2', [customerId, ctx.params.payment_method_id]);
    await q.query('UPDATE saved_payment_methods SET is_default = true WHERE id = $1 AND customer_id = $2', [ctx.params.payment_method_id, customerId]);
    return listCards(q, customerId);
  });

async function refuseTaken(q: Queryable, email: string, userId: string) {
  const { rows } = await q.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2', [email, userId]);
  if (rows.length) throw conflict('EMAIL_TAKEN', 'body.email: belongs to another account');
}

/** The code goes to the NEW address; the account keeps its old address until the code comes back. */
const requestEmailChange: Handler<{ email: string }> = async (ctx) =>
  ctx.services.db.tx(async (q) => {
    const userId = ctx.caller!.userId;
    const email = ctx.body.email.toLowerCase();
    if (email === (await getUser(q, userId)).email) throw unprocessable('EMAIL_UNCHANGED', 'body.email: is already your email address');
    await refuseTaken(q, email, userId);
    const now = ctx.services.clock.now();
    await admitCodeSend(q, 'email-change', email, now);
    const code = newCode();
    const issued = await createCodeRequest(q, { purpose: 'email-change', identifier: email, code, now, meta: { userId } });
    await send(ctx as Ctx, q, email, 'email-change', code);
    return issued;
  });

const verifyEmailChange: Handler<{ requestId: string; otpCode: string }> = async (ctx) => {
  const now = ctx.services.clock.now();
  return txKeepingRefusals(ctx.services.db, async (q) => {
    const row = await checkCode(q, await lockCodeRequest(q, ctx.body.requestId), ['email-change'], ctx.body.otpCode, now);
    if (row.meta.userId !== ctx.caller!.userId) throw unprocessable(codes.INVALID_OTP, 'This code belongs to another user');
    await refuseTaken(q, row.identifier, ctx.caller!.userId);
    await consume(q, row.id, now);
    await q.query('UPDATE users SET email = $2, email_confirmed = true WHERE id = $1', [ctx.caller!.userId, row.identifier]);
    await claimGuestPurchases(q, ctx.caller!.userId, row.identifier);
    return toUserDetails(await getUser(q, ctx.caller!.userId));
  });
};

/** The card-update code goes to the account's email (the customer proves it is them before the card changes). */
const requestCardCode: Handler = async (ctx) =>
  ctx.services.db.tx(async (q) => {
    const user = await getUser(q, ctx.caller!.userId);
    const to = user.email ?? user.contact_number ?? '';
    const now = ctx.services.clock.now();
    await admitCodeSend(q, 'card-update', to, now);
    const code = newCode();
    const issued = await createCodeRequest(q, { purpose: 'card-update', identifier: to, code, now, meta: { userId: user.id } });
    await send(ctx, q, to, 'card-update', code);
    return issued;
  });

const verifyCardCode: Handler<{ requestId: string; otpCode: string }> = async (ctx) => {
  const now = ctx.services.clock.now();
  return txKeepingRefusals(ctx.services.db, async (q) => {
    const row = await checkCode(q, await lockCodeRequest(q, ctx.body.requestId), ['card-update'], ctx.body.otpCode, now);
    if (row.meta.userId !== ctx.caller!.userId) throw unprocessable(codes.INVALID_OTP, 'This code belongs to another user');
    await consume(q, row.id, now);
    return { verificationId: row.id, expiresIn: CARD_VERIFICATION_TTL_MS / 1000 };
  });
};

const updateSubscriptionCard: Handler<{ verificationId: string; paymentMethodId: string }> = async (ctx) =>
  ctx.services.db.tx(async (q) => {
    const userId = ctx.caller!.userId;
    const now = ctx.services.clock.now();
    const row = await lockCodeRequest(q, ctx.body.verificationId);
    const usable = row && row.purpose === 'card-update' && row.meta.userId === userId && row.consumed_at !== null && row.meta.usedAt === undefined
      && Number(row.consumed_at) + CARD_VERIFICATION_TTL_MS > now;
    if (!usable) throw unprocessable(codes.TOKEN_EXPIRED, 'body.verificationId: is not a passed, unused code check of the last 10 minutes; verify again');
    const card = await q.query<{ id: string; brand: string; last4: string }>('SELECT id, brand, last4 FROM saved_payment_methods WHERE id = $1 AND customer_id = $2', [ctx.body.paymentMethodId, userId]);
    if (!card.rows[0]) throw notFound(`Payment method ${ctx.body.paymentMethodId}`);
    await q.query(`UPDATE otp_requests SET meta = meta || jsonb_build_object('usedAt', $2::bigint) WHERE id = $1`, [row.id, now]);
    await q.query('UPDATE users SET subscription_card_id = $2 WHERE id = $1', [userId, card.rows[0].id]);
    return { paymentMethodId: card.rows[0].id, brand: card.rows[0].brand, last4: card.rows[0].last4 };
  });

/** A line's plan renews automatically or not; a closed line has nothing to renew. Another customer's number is 404. */
const setAutoRenewal: Handler<{ autoRenew: boolean }, never, { number: string }> = async (ctx) =>
  ctx.services.db.tx(async (q) => {
    // The line is first brought up to now: a period that fell due before this change renews (or lapses) by the
    // setting it had then (gateway/lines/usage.ts); the change is recorded with its time.
    const now = ctx.services.clock.now();
    const line = await ownLine(q, ctx.caller!, ctx.params.number, now);
    return withPlanName(q, ctx.req, await lineView(q, await setLineAutoRenew(q, line, ctx.body.autoRenew, now), now));
  });

export const accountHandlers: HandlerMap = {
  SET_AUTO_RENEWAL: setAutoRenewal,
  SET_DEFAULT_PAYMENT_METHOD: setDefault,
  REQUEST_EMAIL_CHANGE: requestEmailChange,
  VERIFY_EMAIL_CHANGE: verifyEmailChange,
  REQUEST_UPDATE_CARD_OTP: requestCardCode,
  VERIFY_UPDATE_CARD_OTP: verifyCardCode,
  UPDATE_SUBSCRIPTION_CARD: updateSubscriptionCard,
};
