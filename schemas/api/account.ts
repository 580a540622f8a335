/**
 * The customer's account calls added for issue 10: email change, default card, the subscription card
 * (docs/decisions/2026-11-23-customer-account.md).
 */
import { email, envelope, nonEmpty, open, request, type JsonSchema } from './common';

const requestId: JsonSchema = { type: 'string', pattern: '^[0-9a-f-]{36}$' };
const otpCode: JsonSchema = { type: 'string', pattern: '^[0-9]{6}$' };

export const emailChangeRequest = request({ email }, ['email']);
export const codeCheckRequest = request({ requestId, otpCode }, ['requestId', 'otpCode']);

/** A passed one-time-code check for replacing the subscription card; lives 10 minutes, used once. */
export const cardVerificationResponse = envelope(open({ verificationId: requestId, expiresIn: { type: 'integer', minimum: 1 } }, ['verificationId', 'expiresIn']));
export const subscriptionCardRequest = request({ verificationId: requestId, paymentMethodId: nonEmpty }, ['verificationId', 'paymentMethodId']);
export const subscriptionCardResponse = envelope(open({ paymentMethodId: nonEmpty, brand: nonEmpty, last4: { type: 'string', pattern: '^[0-9]{4}$' } }, ['paymentMethodId', 'brand', 'last4']));

/** Auto-renewal of one line's plan (SPEC §7 Auto renewal), on or off. */
export const autoRenewalRequest = request({ autoRenew: { type: 'boolean' } }, ['autoRenew']);
