import type { Handler, HandlerMap, Services } from '../http/context';
import { GatewayError, codes, unprocessable } from '../http/gateway-error';
import {
  MAX_ATTEMPTS, MAX_RESENDS, consume, createCodeRequest, findPending, lockCodeRequest, newCode, recordWrongAttempt, resendCode, type CodePurpose, type CodeRow,
} from '../auth/one-time-codes';
import { confirmContactNumber, createUser, findSignInAccount, findUser, getUser, storedMobileNumber } from '../auth/users';
import { bearer, openSession, refreshSession, revokeSession } from '../auth/sessions';
import { admitCodeSend, clearCodeFailures, guardCodeCheck } from '../auth/code-limits';
import type { Queryable } from '../db/database';
import { txKeepingRefusals } from '../db/refusal-tx';
import { claimForConfirmedEmail } from '../auth/guest-claims';
import { languageOf, type CatalogLanguage } from '../catalog/localise';
import { codeMessage } from '../seed/outbox-words';

const maxRetries = (purpose: CodePurpose) =>
  purpose === 'signin'
    ? unprocessable(codes.MAX_LOGIN_RETRIES, 'Too many attempts; start the login again')
    : purpose === 'email-change' || purpose === 'card-update' || purpose === 'line-unblock' || purpose === 'balance-share'
      ? unprocessable(codes.MAX_OTT_RETRIES, 'Too many attempts; ask for a new code')
      : unprocessable(codes.MAX_SIGNUP_RETRIES, 'Too many attempts; start the sign-up again');

/** Sends a code in the language of the request that asked for it, in the customer's words (gateway/seed/outbox-words.ts). */
async function deliver(services: Services, q: Queryable, to: string, purpose: CodePurpose, code: string | null, language: CatalogLanguage): Promise<void> {
  const channel = /@/.test(to) ? 'email' : 'sms';
  await services.outbox.send(q, { channel, recipient: to, ...codeMessage(purpose, code, language, to), code });
}

interface SigninBody { identifier: string; channel: string }
/**
 * SIGNIN counts against the identifier whether or not an account has it (code-limits.ts). An email with no account
 * answers like one with an account (its outbox entry says no account exists), so the answer never tells whether an
 * address has an account. A mobile number is told at once when no account uses it (422 NO_ACCOUNT_FOR_NUMBER, still
 * counted: the refusal commits), never whose it is; a number that names an account gets its code by SMS
 * (docs/decisions/2026-11-29-sign-in-by-number.md says why the two differ).
 */
const signin: Handler<SigninBody> = async ({ services, body, req }) =>
  txKeepingRefusals(services.db, async (q) => {
    const now = services.clock.now();
    const number = body.identifier.includes('@') ? undefined : storedMobileNumber(body.identifier);
    // A number is kept and sent to as 92XXXXXXXXXX, however it was typed: one destination, one count, one SMS.
    const identifier = number ?? body.identifier.toLowerCase();
    await admitCodeSend(q, 'signin', identifier, now);
    const user = await findSignInAccount(q, identifier);
    if (number && !user) throw unprocessable(codes.NO_ACCOUNT_FOR_NUMBER, 'No account signs in with this mobile number; sign in with your email, or sign up');
    const code = user ? newCode() : null;
    const issued = await createCodeRequest(q, { purpose: 'signin', identifier, code, now, meta: { userId: user?.id ?? null } });
    await deliver(services, q, number ?? body.identifier, 'signin', code, languageOf(req.headers['accept-language']));
    return issued;
  });

interface SignupBody { email: string; channel: string; contactNumber?: string }
const signup: Handler<SignupBody> = async ({ services, body, req }) =>
  services.db.tx(async (q) => {
    const email = body.email.toLowerCase();
    const now = services.clock.now();
    // Under the email's lock, so twenty parallel sign-ups open one request (the others find it pending). A locked
    // email says so before the pending code, so the customer learns when to come back.
    await admitCodeSend(q, 'signup', email, now, async () => {
      if (await findPending(q, 'signup', email, now)) {
        throw unprocessable(codes.PENDING_SIGNUP_OTP, 'A sign-up code for this email is still valid; resend it or wait for it to expire');
      }
    });
    const code = newCode();
    const issued = await createCodeRequest(q, { purpose: 'signup', identifier: email, code, now, meta: { contactNumber: body.contactNumber ?? null } });
    await deliver(services, q, email, 'signup', code, languageOf(req.headers['accept-language']));
    return issued;
  });

/**
 * Checks a live request's code (the row locked); throws the SPEC §8 code for each failure. Every pending request of
 * the destination and purpose stops validating, the right code included, while too many wrong codes were entered
 * for it (code-limits.ts); a wrong code counts on the request and on the destination, and the refusal comes as
 * soon as the destination's limit is reached. A right code forgets the destination's wrong codes.
 */
export async function checkCode(q: Queryable, row: CodeRow | undefined, purposes: CodePurpose[], code: string, now: number): Promise<CodeRow> {
  if (!row || !purposes.includes(row.purpose) || row.consumed_at !== null) throw unprocessable(codes.INVALID_OTP, 'Unknown or already used requestId');
  const countWrongCode = await guardCodeCheck(q, row.purpose, row.identifier, now);
  if (row.blocked) throw maxRetries(row.purpose);
  if (Number(row.expires_at) <= now) throw unprocessable(codes.OTP_EXPIRED, 'The code has expired');
  if (row.code === null || row.code !== code) {
    const { blocked } = await recordWrongAttempt(q, row);
    await countWrongCode();
    if (blocked) throw maxRetries(row.purpose);
    const attemptsLeft = Math.max(0, MAX_ATTEMPTS - (row.attempts + 1));
    throw new GatewayError(422, codes.INCORRECT_OTP, `The code is incorrect; ${attemptsLeft} attempt(s) left`, { attemptsLeft });
  }
  await clearCodeFailures(q, row.purpose, row.identifier);
  return row;
}

/**
 * A sign-in code sent to an identifier that has since moved to another account (a number confirmed by a later
 * account, a changed email) can no longer validate. Call with the request row locked.
 */
async function dropMovedIdentifier(q: Queryable, row: CodeRow): Promise<void> {
  const owner = await findSignInAccount(q, row.identifier);
  if (!owner || owner.id !== row.meta.userId) row.code = null;
}

interface ValidateBody { otpCode: string; requestId: string; device?: { device_id: string } }
const validate = (purpose: 'signin' | 'signup'): Handler<ValidateBody> => async ({ services, body }) => {
  const now = services.clock.now();
  return txKeepingRefusals(services.db, async (q) => {
      const locked = await lockCodeRequest(q, body.requestId);
      if (purpose === 'signin' && locked?.purpose === 'signin') await dropMovedIdentifier(q, locked);
      const row = await checkCode(q, locked, [purpose], body.otpCode, now);
      await consume(q, row.id, now);
      const user =
        purpose === 'signin'
          ? await getUser(q, String(row.meta.userId))
          : ((await findUser(q, row.identifier)) ?? (await createUser(q, { email: row.identifier, contactNumber: (row.meta.contactNumber as string | null) ?? undefined, now })));
      if (purpose === 'signup') await q.query('UPDATE users SET email_confirmed = true WHERE id = $1', [user.id]);
      await claimForConfirmedEmail(q, await getUser(q, user.id));
      const session = await openSession(q, user.id, { now, ttlSeconds: services.config.tokenTtlSeconds, deviceId: body.device?.device_id });
      return { accessToken: session.accessToken, expiresIn: session.expiresIn, userId: user.id };
  });
};

const resend: Handler<{ requestId: string }> = async ({ services, body, req }) =>
  services.db.tx(async (q) => {
    const now = services.clock.now();
    const row = await lockCodeRequest(q, body.requestId);
    if (!row || row.purpose === 'guest' || row.consumed_at !== null) throw unprocessable(codes.INVALID_OTP, 'Unknown or already used requestId');
    if (row.blocked || row.resends >= MAX_RESENDS) throw maxRetries(row.purpose);
    if (Number(row.expires_at) <= now) throw unprocessable(codes.OTP_EXPIRED, 'The code has expired; request a new one');
    // A resend sends a code like a new request does, so it counts like one.
    await admitCodeSend(q, row.purpose, row.identifier, now);
    const { code, expiresIn } = await resendCode(q, row, now);
    await deliver(services, q, row.identifier, row.purpose, code, languageOf(req.headers['accept-language']));
    return { requestId: row.id, expiresIn };
  });

const refresh: Handler = async ({ services, req }) => {
  if (!req.headers['request-id']) throw new GatewayError(400, codes.MISSING_REQUEST_ID, 'headers.request-id: is required');
  // Refusals commit: reuse of a rotated token revokes the session and then refuses.
  return txKeepingRefusals(services.db, (q) => refreshSession(q, bearer(req.headers.authorization), { now: services.clock.now(), ttlSeconds: services.config.tokenTtlSeconds }));
};

const logout: Handler = async ({ services, caller }) => {
  await revokeSession(services.db, caller!.sessionId, services.clock.now());
  return { success: true };
};

const phoneGenerate: Handler<{ contactNumber: string }> = async ({ services, body, caller, req }) =>
  services.db.tx(async (q) => {
    const now = services.clock.now();
    await admitCodeSend(q, 'phone', body.contactNumber, now);
    const code = newCode();
    const issued = await createCodeRequest(q, { purpose: 'phone', identifier: body.contactNumber, code, now, meta: { userId: caller!.userId } });
    await deliver(services, q, body.contactNumber, 'phone', code, languageOf(req.headers['accept-language']));
    return issued;
  });

const phoneValidate: Handler<{ otpCode: string; requestId: string }> = async ({ services, body, caller }) => {
  const now = services.clock.now();
  return txKeepingRefusals(services.db, async (q) => {
      const row = await checkCode(q, await lockCodeRequest(q, body.requestId), ['phone'], body.otpCode, now);
      if (row.meta.userId !== caller!.userId) throw unprocessable(codes.INVALID_OTP, 'This code belongs to another user');
      await consume(q, row.id, now);
      await confirmContactNumber(q, caller!.userId, row.identifier);
      return { success: true as const };
  });
};

export const authHandlers: HandlerMap = {
  SIGNIN: signin,
  SIGNIN_RESEND: resend,
  SIGNUP: signup,
  VALIDATE_OTP_SIGNIN: validate('signin'),
  VALIDATE_OTP_SIGNUP: validate('signup'),
  SIGNUP_GENERATE_OTP: phoneGenerate,
  SIGNUP_VALIDATE_OTP: phoneValidate,
  GET_SIGNUP_SMS_OTP_CONFIG: async () => ({ sms: true }),
  REFRESH_TOKEN: refresh,
  LOGOUT: logout,
};
