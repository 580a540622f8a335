import type { Handler, HandlerMap } from '../http/context';
import { codes, unprocessable } from '../http/gateway-error';
import { consume, createCodeRequest, lockCodeRequest, newCode } from '../auth/one-time-codes';
import { admitCodeSend } from '../auth/code-limits';
import { getUser } from '../auth/users';
import { txKeepingRefusals } from '../db/refusal-tx';
import type { LineRow } from '../lines/line-store';
import { withPlanName } from '../lines/plan-names';
import { lineView, ownLine, playLine, plansTerms } from '../lines/usage';
import { checkCode } from './auth-handlers';
import { OUTBOX_WORDS } from '../seed/outbox-words';
import { languageOf } from '../catalog/localise';

/**
 * Issue 45 part 6, a lost or stolen SIM (docs/decisions/2026-11-29-lost-sim-block.md). Blocking needs no code: the
 * SIM is gone, and every minute counts. The line turns Suspend (it reads Suspended, uses nothing, and may still
 * get a replacement SIM or be closed: gateway/lines/line-rules.ts) and remembers the status it had. Unblocking
 * needs a code, sent to the account's email (never to the lost SIM), and brings that status back; the time it
 * was blocked is never used (usage_resumes_at, gateway/lines/usage.ts).
 */

/** The statuses a customer may block from: a line in service (Active) or receiving only (Grace). */
const BLOCKABLE: ReadonlyArray<LineRow['status']> = ['Active', 'Grace'];
const isBlocked = (row: LineRow) => row.status === 'Suspend' && row.blocked_at !== null;

const blockLine: Handler<{ reason: 'LOST' | 'STOLEN' }, never, { number: string }> = async ({ services, caller, params, body, req }) =>
  services.db.tx(async (q) => {
    const now = services.clock.now();
    // Locked and brought up to now first: what was used before the block counts, nothing after it.
    const row = await ownLine(q, caller!, params.number, now);
    // Twenty presses, or two tabs, block once: the first one's block stands.
    if (isBlocked(row)) return withPlanName(q, req, await lineView(q, row, now));
    if (!BLOCKABLE.includes(row.status)) {
      const code = row.status === 'PendingActivation' ? 'LINE_NOT_ACTIVATED' : `LINE_${row.status.toUpperCase()}`;
      throw unprocessable(code, `Line ${row.number} is ${row.status}: it cannot be blocked`);
    }
    const { rows } = await q.query<LineRow>(
      `UPDATE lines SET status = 'Suspend', blocked_at = $2, blocked_from = status, updated_at = $2 WHERE order_ref = $1 RETURNING *`,
      [row.order_ref, now],
    );
    await services.outbox.send(q, {
      channel: 'email',
      recipient: (await getUser(q, caller!.userId)).email ?? caller!.email,
      subject: `Your line ${row.number} is blocked`,
      body: `You blocked ${row.number} (${body.reason === 'STOLEN' ? 'stolen' : 'lost'} SIM). It makes and receives nothing until you unblock it or replace the SIM.`,
      code: null,
    });
    return withPlanName(q, req, await lineView(q, rows[0]!, now));
  });

const requestUnblockCode: Handler<never, never, { number: string }> = async ({ services, caller, params, req }) =>
  services.db.tx(async (q) => {
    const now = services.clock.now();
    const row = await ownLine(q, caller!, params.number, now);
    if (!isBlocked(row)) throw unprocessable('LINE_NOT_BLOCKED', `Line ${row.number} is not blocked`);
    const email = (await getUser(q, caller!.userId)).email ?? caller!.email;
    // Limited per address like every code (code-limits.ts).
    await admitCodeSend(q, 'line-unblock', email, now);
    const code = newCode();
    const issued = await createCodeRequest(q, { purpose: 'line-unblock', identifier: email, code, now, meta: { userId: caller!.userId, orderRef: row.order_ref } });
    await services.outbox.send(q, { channel: 'email', recipient: email, subject: OUTBOX_WORDS.subjects['line-unblock'][languageOf(req.headers['accept-language'])], body: `Your code to unblock ${row.number} is ${code}. It expires in 2 minutes.`, code });
    return issued;
  });

const unblockLine: Handler<{ requestId: string; otpCode: string }, never, { number: string }> = async ({ services, caller, params, body, req }) => {
  const now = services.clock.now();
  // Wrong codes stay counted although the call fails.
  return txKeepingRefusals(services.db, async (q) => {
    const row = await ownLine(q, caller!, params.number, now);
    const request = await lockCodeRequest(q, body.requestId);
    // Another customer's code, or a code for another line, unblocks nothing (and says no more than an unknown one).
    if (request && (request.meta.userId !== caller!.userId || request.meta.orderRef !== row.order_ref)) {
      throw unprocessable(codes.INVALID_OTP, 'Unknown or already used requestId');
    }
    const checked = await checkCode(q, request, ['line-unblock'], body.otpCode, now);
    await consume(q, checked.id, now);
    if (!isBlocked(row)) return withPlanName(q, req, await lineView(q, row, now));
    const { rows } = await q.query<LineRow>(
      `UPDATE lines SET status = coalesce(blocked_from, 'Active'), blocked_at = NULL, blocked_from = NULL, usage_resumes_at = $2, updated_at = $2
       WHERE order_ref = $1 RETURNING *`,
      [row.order_ref, now],
    );
    return withPlanName(q, req, await lineView(q, await playLine(q, rows[0]!, await plansTerms(q), now), now));
  });
};

export const lineBlockHandlers: HandlerMap = {
  BLOCK_LINE: blockLine,
  REQUEST_UNBLOCK_CODE: requestUnblockCode,
  UNBLOCK_LINE: unblockLine,
};
