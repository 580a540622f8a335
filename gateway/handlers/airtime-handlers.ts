import type { Handler, HandlerMap } from '../http/context';
import { codes, unprocessable } from '../http/gateway-error';
import { consume, createCodeRequest, lockCodeRequest, newCode, CODE_TTL_SECONDS } from '../auth/one-time-codes';
import { admitCodeSend } from '../auth/code-limits';
import { txKeepingRefusals } from '../db/refusal-tx';
import { ownLine } from '../lines/usage';
import { completeShare, leftToday, lockOwnShare, recheckShare, settleShareLines, shareConfig, shareView, startShare } from '../lines/balance-share';
import { advanceOptions, takeAdvance } from '../lines/advance';
import { checkCode } from './auth-handlers';
import { OUTBOX_WORDS } from '../seed/outbox-words';
import { languageOf } from '../catalog/localise';

/**
 * Issue 45 parts 4-5 (docs/decisions/2026-11-29-balance-share-and-advance.md): balance share, confirmed by a code
 * sent by SMS to the sending line (gateway/lines/balance-share.ts), and the emergency advance (gateway/lines/advance.ts).
 * Every call first brings the caller's line up to now under its row lock (ownLine): 404 for anyone else's number.
 */

const shareOptions: Handler<never, never, { number: string }> = async ({ services, caller, params }) =>
  services.db.tx(async (q) => {
    const now = services.clock.now();
    const line = await ownLine(q, caller!, params.number, now);
    const cfg = await shareConfig(q);
    return { number: line.number, balance: Number(line.airtime_balance), ...cfg, leftToday: await leftToday(q, cfg, line.order_ref, now) };
  });

const startBalanceShare: Handler<{ to: string; amount: number }, never, { number: string }> = async ({ services, caller, params, body, req }) =>
  services.db.tx(async (q) => {
    const now = services.clock.now();
    const line = await ownLine(q, caller!, params.number, now);
    const share = await startShare(q, caller!.userId, line, body, now, async (shareId, s) => {
      // Limited per number like every code (code-limits.ts); the SMS names what it confirms, so a code read aloud to a caller says what it does.
      await admitCodeSend(q, 'balance-share', line.number, now);
      const code = newCode();
      const issued = await createCodeRequest(q, { purpose: 'balance-share', identifier: line.number, code, now, meta: { userId: caller!.userId, shareId } });
      await services.outbox.send(q, {
        channel: 'sms',
        recipient: line.number,
        subject: OUTBOX_WORDS.subjects['balance-share'][languageOf(req.headers['accept-language'])],
        body: `Your code to send Rs ${s.amount} to ${s.to} (fee Rs ${s.fee}) is ${code}. Never share it. It expires in 2 minutes.`,
        code,
      });
      return issued;
    });
    return shareView(share, Number(line.airtime_balance), CODE_TTL_SECONDS);
  });

const confirmBalanceShare: Handler<{ requestId: string; otpCode: string }, never, { shareId: string }> = async ({ services, caller, params, body }) => {
  const now = services.clock.now();
  // Wrong codes stay counted although the call fails.
  return txKeepingRefusals(services.db, async (q) => {
    const share = await lockOwnShare(q, caller!.userId, params.shareId);
    const lines = await settleShareLines(q, share, now);
    // Twenty confirmations at once: the first moves the airtime, the others find it done and answer it as it is.
    if (share.status === 'DONE') return shareView(share, Number(lines.from.airtime_balance), null);
    const request = await lockCodeRequest(q, body.requestId);
    // Another share's code (or another customer's) confirms nothing, and says no more than an unknown one.
    if (!request || request.id !== share.request_id || request.meta.shareId !== share.id) throw unprocessable(codes.INVALID_OTP, 'Unknown or already used requestId');
    // Checked again under both lines' locks: the balance, the receiver and the day's limits may have changed since the start.
    await recheckShare(q, share, lines, now);
    const checked = await checkCode(q, request, ['balance-share'], body.otpCode, now);
    await consume(q, checked.id, now);
    const done = await completeShare(q, share, now);
    await services.outbox.send(q, { channel: 'sms', recipient: share.to_number, subject: 'balance share received', body: `You received Rs ${Number(share.amount)} of airtime from ${share.from_number}.`, code: null });
    return shareView(done, Number(lines.from.airtime_balance) - Number(share.amount) - Number(share.fee), null);
  });
};

const getAdvanceOptions: Handler<never, never, { number: string }> = async ({ services, caller, params }) =>
  services.db.tx(async (q) => advanceOptions(q, await ownLine(q, caller!, params.number, services.clock.now())));

const takeAdvanceHandler: Handler<{ amount: number }, never, { number: string }> = async ({ services, caller, params, body }) =>
  services.db.tx(async (q) => {
    const now = services.clock.now();
    return takeAdvance(q, await ownLine(q, caller!, params.number, now), body.amount, now);
  });

export const airtimeHandlers: HandlerMap = {
  GET_BALANCE_SHARE_OPTIONS: shareOptions,
  START_BALANCE_SHARE: startBalanceShare,
  CONFIRM_BALANCE_SHARE: confirmBalanceShare,
  GET_ADVANCE_OPTIONS: getAdvanceOptions,
  TAKE_ADVANCE: takeAdvanceHandler,
};
