import type { Handler, HandlerMap } from '../http/context';
import { badRequest, codes, unprocessable } from '../http/gateway-error';
import { CODE_TTL_SECONDS, MAX_RESENDS, consume, createCodeRequest, lockCodeRequest, newCode, recordWrongAttempt, resendCode } from '../auth/one-time-codes';
import { createUser, findUser } from '../auth/users';
import { issueGuestSignupProof, redeemGuestSignupProof } from '../auth/guest-signup-proof';
import { openSession } from '../auth/sessions';
import { txKeepingRefusals } from '../db/refusal-tx';
import { claimGuestPurchases } from '../auth/guest-claims';
import { admitCodeSend, clearCodeFailures, guardCodeCheck } from '../auth/code-limits';
import { languageOf } from '../catalog/localise';
import { codeMessage } from '../seed/outbox-words';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** OTT_GENERATE: a guest one-time token for the email in the x-guest-email header. */
const generate: Handler<{ ottType: string }> = async ({ services, req }) => {
  const email = String(req.headers['x-guest-email'] ?? '').toLowerCase();
  const phone = req.headers['x-guest-contact-number'] ? String(req.headers['x-guest-contact-number']) : undefined;
  if (!EMAIL.test(email)) throw badRequest('headers.x-guest-email: must be an email address');
  if (phone !== undefined && !/^[0-9]{10,12}$/.test(phone)) throw badRequest('headers.x-guest-contact-number: must be 10 to 12 digits');
  return services.db.tx(async (q) => {
    const now = services.clock.now();
    // The code goes to the email and, when given, the number: each is a destination that counts it (a locked one
    // answers with its retryAt before the email's older 15-minute block).
    await admitCodeSend(q, 'guest', email, now, async () => {
      const { rows } = await q.query('SELECT 1 FROM otp_requests WHERE purpose = $1 AND identifier = $2 AND blocked AND created_at > $3', ['guest', email, now - 15 * 60_000]);
      if (rows.length) throw unprocessable(codes.TOKEN_VERIFICATION_BLOCKED, 'Verification for this email is blocked for 15 minutes');
    });
    if (phone) await admitCodeSend(q, 'guest', phone, now);
    const code = newCode();
    const issued = await createCodeRequest(q, { purpose: 'guest', identifier: email, code, now, meta: { phone: phone ?? null } });
    const words = codeMessage('guest', code, languageOf(req.headers['accept-language']));
    await services.outbox.send(q, { channel: 'email', recipient: email, ...words, code });
    if (phone) await services.outbox.send(q, { channel: 'sms', recipient: phone, ...words, code });
    return { ...issued, channels: { sms: Boolean(phone), email: true } };
  });
};

/** OTT_RESEND: allowed from half the lifetime on (SPEC §4 OTP timer), at most MAX_RESENDS times. */
const resend: Handler<{ requestId: string }> = async ({ services, body, req }) =>
  services.db.tx(async (q) => {
    const now = services.clock.now();
    const row = await lockCodeRequest(q, body.requestId);
    if (!row || row.purpose !== 'guest' || row.consumed_at !== null) throw unprocessable(codes.FAILED_TO_VALIDATE_TOKEN, 'Unknown or already used requestId');
    if (row.blocked) throw unprocessable(codes.TOKEN_VERIFICATION_BLOCKED, 'Verification is blocked');
    const halfLife = (CODE_TTL_SECONDS * 1000) / 2;
    if (row.resends >= MAX_RESENDS || now - Number(row.last_sent_at) < halfLife) throw unprocessable(codes.RESEND_BLOCKED, 'Resend is not allowed yet');
    await admitCodeSend(q, 'guest', row.identifier, now);
    const { code, expiresIn } = await resendCode(q, row, now);
    await services.outbox.send(q, { channel: 'email', recipient: row.identifier, ...codeMessage('guest', code, languageOf(req.headers['accept-language'])), code });
    return { requestId: row.id, expiresIn, channels: { sms: Boolean(row.meta.phone), email: true } };
  });

/** GUEST_VALIDATE: an access token only for an existing user (returning customer). */
const validate: Handler<{ ott: string; requestId: string }> = async ({ services, body }) =>
  txKeepingRefusals(services.db, async (q) => {
    const now = services.clock.now();
    const row = await lockCodeRequest(q, body.requestId);
    if (!row || row.purpose !== 'guest' || row.consumed_at !== null) throw unprocessable(codes.FAILED_TO_VALIDATE_TOKEN, 'Unknown or already used requestId');
    const countWrongCode = await guardCodeCheck(q, 'guest', row.identifier, now);
    if (row.blocked) throw unprocessable(codes.TOKEN_VERIFICATION_BLOCKED, 'Verification is blocked after too many attempts');
    if (Number(row.expires_at) <= now) throw unprocessable(codes.TOKEN_EXPIRED, 'The token has expired');
    if (row.code !== body.ott) {
      const { blocked } = await recordWrongAttempt(q, row);
      await countWrongCode();
      if (blocked) throw unprocessable(codes.MAX_OTT_RETRIES, 'Too many wrong tokens; verification is now blocked');
      throw unprocessable(codes.TOKEN_INCORRECT, 'The token is incorrect');
    }
    await consume(q, row.id, now);
    await clearCodeFailures(q, 'guest', row.identifier);
    const user = await findUser(q, row.identifier);
    if (!user) {
      // A new customer: the code proved the email, so the sign-up that follows needs no second code.
      const signupToken = await issueGuestSignupProof(q, row.identifier, now, { phone: row.meta.phone ?? null });
      return { requestId: row.id, email: row.identifier, signupToken };
    }
    // The guest code proved the email: the returning customer's guest purchases under it are theirs.
    await claimGuestPurchases(q, user.id, row.identifier);
    const session = await openSession(q, user.id, { now, ttlSeconds: services.config.tokenTtlSeconds });
    return { requestId: row.id, email: row.identifier, userId: user.id, accessToken: session.accessToken, expiresIn: session.expiresIn };
  });

interface GuestSignupBody { email: string; channel: string; signupToken: string; contactNumber?: string; device?: { device_id: string } }
/**
 * SIGNUP_GUEST_VERIFIED: creates the account of a customer whose email the guest code just proved, with the
 * email confirmed, and signs them in. The proof is single use and bound to this email (guest-signup-proof.ts).
 */
const signupGuestVerified: Handler<GuestSignupBody> = async ({ services, body }) =>
  txKeepingRefusals(services.db, async (q) => {
    const now = services.clock.now();
    const email = body.email.toLowerCase();
    const meta = await redeemGuestSignupProof(q, email, body.signupToken, now);
    const phone = body.contactNumber ?? (typeof meta.phone === 'string' ? meta.phone : undefined);
    const user = (await findUser(q, email)) ?? (await createUser(q, { email, ...(phone ? { contactNumber: phone } : {}), now }));
    await q.query('UPDATE users SET email_confirmed = true WHERE id = $1', [user.id]);
    await claimGuestPurchases(q, user.id, email);
    const session = await openSession(q, user.id, { now, ttlSeconds: services.config.tokenTtlSeconds, deviceId: body.device?.device_id });
    return { accessToken: session.accessToken, expiresIn: session.expiresIn, userId: user.id };
  });

export const guestHandlers: HandlerMap = { OTT_GENERATE: generate, OTT_RESEND: resend, GUEST_VALIDATE: validate, SIGNUP_GUEST_VERIFIED: signupGuestVerified };
