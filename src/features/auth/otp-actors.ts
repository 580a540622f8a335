import type { ActorInput } from '../../../engine';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/api-client';
import { CHANNEL, deviceInfo } from '../../api/device';
import type { CodeRequest } from './code-session';
import type { OtpTimerContext } from '../../../schemas/generated/journey-context/otp-timer';
import { rememberSignInLock, retryAtOf } from './sign-in-lock';

/** What an invoked actor receives from the engine (engine/to-machine.ts): the context and the entering event. */

/** A newly issued code. */
export interface IssuedCode {
  requestId: string;
  expiresIn: number;
}

type Call = ApiClient['call'];

/** Runs a sign-in call; a locked sign-in is remembered for the login page the code page then goes back to. */
async function keepingLock<T>(ctx: CodeRequest, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const retryAt = ctx.flow === 'login' ? retryAtOf(error) : undefined;
    if (retryAt !== undefined) rememberSignInLock({ identifier: ctx.identifier, retryAt });
    throw error;
  }
}

/** Sends a fresh sign-in or sign-up request for the customer in this context (SPEC §7). */
export async function requestNewCode(call: Call, ctx: CodeRequest): Promise<IssuedCode> {
  if (ctx.flow === 'login') return call('SIGNIN', { body: { identifier: ctx.identifier, channel: CHANNEL } }) as Promise<IssuedCode>;
  const body = { email: ctx.identifier, channel: CHANNEL, ...(ctx.contactNumber ? { contactNumber: ctx.contactNumber } : {}) };
  return call('SIGNUP', { body }) as Promise<IssuedCode>;
}

/**
 * The code session the machine runs with: the auth pages start it from one only (loadCodeSession checks its flow,
 * identifier and request), so none missing is ever sent; a context without them is refused, never sent half.
 */
function sessionOf(ctx: OtpTimerContext): CodeRequest & { requestId: string } {
  const { flow, identifier, requestId } = ctx;
  if (!flow || typeof identifier !== 'string' || typeof requestId !== 'string') throw new Error('otp-timer started without a code session');
  return { ...ctx, flow, identifier, requestId };
}

/**
 * The two actors of journeys/otp-timer.json (SPEC §4 OTP timer):
 * - resendCode: the resend call while the code is still valid, else a fresh sign-in or sign-up request;
 * - verifyCode: validate the code (sign-in or sign-up variant); resolves to the token result.
 * Both reject with the ApiError, whose `code` the machine's guards read.
 */
export function createOtpActors(call: Call, now: () => number = Date.now) {
  return {
    resendCode: fromPromise<IssuedCode, ActorInput<'resendCode'>>(async ({ input }) => {
      const ctx = sessionOf(input.context);
      const { expiresAt } = input.context;
      const stillValid = typeof expiresAt === 'number' && now() < expiresAt;
      if (stillValid) return keepingLock(ctx, () => call('SIGNIN_RESEND', { body: { requestId: ctx.requestId } }) as Promise<IssuedCode>);
      return keepingLock(ctx, () => requestNewCode(call, ctx));
    }),
    verifyCode: fromPromise<{ accessToken: string; userId?: string }, ActorInput<'verifyCode'>>(async ({ input }) => {
      const ctx = sessionOf(input.context);
      const body = { device: deviceInfo(), otpCode: String(input.event.code ?? ''), requestId: ctx.requestId };
      const name = ctx.flow === 'login' ? 'VALIDATE_OTP_SIGNIN' : 'VALIDATE_OTP_SIGNUP';
      return keepingLock(ctx, () => call(name, { body }) as Promise<{ accessToken: string; userId?: string }>);
    }),
  };
}
