/** Auth payloads (SPEC §7 "Auth and profile"): one-time codes, tokens, guest one-time tokens. */
import { channel, closed, digits, email, envelope, nonEmpty, open, request, type JsonSchema } from './common';

const requestId: JsonSchema = { type: 'string', pattern: '^[A-Za-z0-9-]{8,64}$' };
const otpCode = digits(6);
const device = closed(
  { app_type: { const: 'ecosystem' }, device_id: nonEmpty, device_type: { type: 'string', maxLength: 100 } },
  ['app_type', 'device_id'],
);

export const signinRequest = request(
  { identifier: { anyOf: [email, digits(10, 12)] }, channel, 'external-auth-id': { type: 'string', maxLength: 200 } },
  ['identifier', 'channel'],
);
export const signupRequest = request(
  { email, channel, 'external-auth-id': { type: 'string', maxLength: 200 }, contactNumber: digits(10, 12) },
  ['email', 'channel'],
);
export const resendRequest = request({ requestId }, ['requestId']);
export const otpIssuedResponse = envelope(
  open({ requestId, expiresIn: { type: 'integer', minimum: 1 } }, ['requestId', 'expiresIn']),
);

export const validateOtpRequest = request({ device, otpCode, requestId }, ['otpCode', 'requestId']);
export const tokenResponse = envelope(
  open(
    { accessToken: nonEmpty, expiresIn: { type: 'integer', minimum: 1 }, userId: nonEmpty },
    ['accessToken', 'expiresIn'],
  ),
);

export const smsOtpGenerateRequest = request({ contactNumber: digits(10, 12) }, ['contactNumber']);
export const smsOtpValidateRequest = request({ otpCode, requestId }, ['otpCode', 'requestId']);
export const smsOtpConfigResponse = envelope(open({ sms: { type: 'boolean' } }, ['sms']));

export const ottGenerateRequest = request({ ottType: { const: 'VERIFY_GUEST_USER' } }, ['ottType']);
export const ottIssuedResponse = envelope(
  open(
    {
      requestId,
      expiresIn: { type: 'integer', minimum: 1 },
      channels: open({ sms: { type: 'boolean' }, email: { type: 'boolean' } }, ['sms']),
    },
    ['requestId', 'expiresIn', 'channels'],
  ),
);
export const guestValidateRequest = request({ ott: otpCode, requestId }, ['ott', 'requestId']);
/** A single-use proof, bound to the email, that a new customer's guest code was valid (issue 16: one code, not two). */
const signupToken: JsonSchema = { type: 'string', pattern: '^[0-9a-f-]{36}\\.[A-Za-z0-9_-]{43}$' };
export const guestValidateResponse = envelope(
  open({ requestId, email, userId: nonEmpty, accessToken: nonEmpty, expiresIn: { type: 'integer' }, signupToken }, ['requestId', 'email']),
);
/** SIGNUP_GUEST_VERIFIED: sign-up with the guest proof instead of a second code. */
export const guestVerifiedSignupRequest = request(
  { email, channel, signupToken, contactNumber: digits(10, 12), device },
  ['email', 'channel', 'signupToken'],
);
