/** Shared auth steps for gateway tests: sign up a fresh customer and return a token. */
import { randomBytes } from 'node:crypto';
import { latestCode, type GatewayClient } from './harness';

export const device = { app_type: 'ecosystem', device_id: 'test-device', device_type: 'web' };

export const freshEmail = (tag = 'user') => `${tag}-${randomBytes(4).toString('hex')}@example.pk`;

/** Signs up `email` through the outbox code; returns the access token and user id. */
export async function signUp(gw: GatewayClient, email = freshEmail()): Promise<{ token: string; userId: string; email: string }> {
  const started = await gw.call('SIGNUP', { body: { email, channel: 'web', contactNumber: '923001234567' } });
  if (started.status !== 200) throw new Error(`signup failed: ${JSON.stringify(started.body)}`);
  const otpCode = await latestCode(gw, email);
  const done = await gw.call('VALIDATE_OTP_SIGNUP', { body: { device, otpCode, requestId: started.body.result.requestId } });
  if (done.status !== 200) throw new Error(`signup validate failed: ${JSON.stringify(done.body)}`);
  return { token: done.body.result.accessToken, userId: done.body.result.userId, email };
}

/** Signs in again through the outbox code (e.g. after the clock moved past the token's life); returns the access token. */
export async function signIn(gw: GatewayClient, email: string): Promise<string> {
  const started = await gw.call('SIGNIN', { body: { identifier: email, channel: 'web' } });
  const otpCode = await latestCode(gw, email);
  const done = await gw.call('VALIDATE_OTP_SIGNIN', { body: { device, otpCode, requestId: started.body.result.requestId } });
  return done.body.result.accessToken;
}

/** A wrong code for `code`: same length, different digits. */
export const wrong = (code: string) => code.split('').map((d) => String((Number(d) + 1) % 10)).join('');
