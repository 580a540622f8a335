import type { ActionImpl, BehaviourEnv, DelayImpl, GuardImpl, JourneyContext } from './types.ts';
import { errorCodeOf, outputOf } from './types.ts';

/** SPEC §9: the OTP timer counts down from expiresIn, 120 s unless the server says otherwise. */
export const DEFAULT_EXPIRES_IN_SECONDS = 120;

/** Error codes (SPEC §8) that end a code flow: too many attempts or a blocked token. */
export const MAX_RETRY_CODES = new Set(['422005', '422006', '422026']);
export const BLOCKED_CODES = new Set(['422035', '422024']);
/** Error codes meaning the code itself expired. */
export const EXPIRED_CODES = new Set(['422004', '422025']);

/**
 * Absolute deadlines for a code issued now with `expiresIn` seconds: resend opens at half time,
 * the code expires at zero. Deadlines live in context so a reload resumes, never restarts, the timer.
 */
export function deadlines(now: number, expiresInSeconds: number): { expiresAt: number; resendAt: number } {
  const ms = Math.max(0, expiresInSeconds) * 1000;
  return { expiresAt: now + ms, resendAt: now + ms / 2 };
}

function expiresInFrom(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : DEFAULT_EXPIRES_IN_SECONDS;
}

/** Guards, actions and delays shared by the OTP timer and guest verification machines. */
export function oneTimeCodeBehaviours(env: BehaviourEnv): {
  guards: Record<string, GuardImpl>;
  actions: Record<string, ActionImpl>;
  delays: Record<string, DelayImpl>;
} {
  const numberOr = (v: unknown, fallback: number) => (typeof v === 'number' ? v : fallback);
  return {
    guards: {
      isCodeExpired: ({ context }) => env.now() >= numberOr(context.expiresAt, 0),
      isResendOpen: ({ context }) => env.now() >= numberOr(context.resendAt, 0),
      hasRequest: ({ context }) => typeof context.requestId === 'string' && context.requestId !== '',
      /** The card-update code check passed and its verification id is kept (the next page resumes from it). */
      hasPassedCardCheck: ({ context }) => typeof (context.result as { verificationId?: unknown } | null)?.verificationId === 'string',
      isMaxRetriesError: ({ event }) => MAX_RETRY_CODES.has(errorCodeOf(event)),
      isBlockedError: ({ event }) => BLOCKED_CODES.has(errorCodeOf(event)) || MAX_RETRY_CODES.has(errorCodeOf(event)),
      isExpiredCodeError: ({ event }) => EXPIRED_CODES.has(errorCodeOf(event)),
      /**
       * The six digits the field just completed are the code last refused (issue 46): typing them again sends
       * nothing; another code, or the button, does. A code refused, then retyped the same, never loops.
       */
      isCodeRefusedBefore: ({ context, event }) =>
        context.error !== null && context.error !== undefined && typeof event.code === 'string' && event.code === context.triedCode,
      hasAccessToken: ({ event }) => typeof outputOf(event).accessToken === 'string',
      /** A new guest whose code proved the email: the gateway handed a sign-up proof (issue 16). */
      hasSignupToken: ({ event }) => typeof outputOf(event).signupToken === 'string',
      /** The guest has an access token and the computed redirect is an existing order (SPEC §4). */
      hasPreviousOrder: ({ event }) => {
        const out = outputOf(event);
        const redirect = typeof out.redirect === 'string' ? out.redirect : '';
        return typeof out.accessToken === 'string' && /^\/(manage\/order|web\/pending-order)/.test(redirect);
      },
    },
    actions: {
      /** Sets deadlines from expiresIn unless a restored context already carries them. */
      ensureDeadlines: ({ context }) =>
        typeof context.expiresAt === 'number' ? {} : deadlines(env.now(), expiresInFrom(context.expiresIn)),
      /** A new code was issued (resend or first send): new request id, new deadlines, no error. */
      restartTimer: ({ context, event }) => {
        const out = outputOf(event);
        const expiresIn = expiresInFrom(out.expiresIn ?? context.expiresIn);
        const requestId = typeof out.requestId === 'string' ? out.requestId : context.requestId;
        return { requestId, expiresIn, ...deadlines(env.now(), expiresIn), error: null };
      },
      markExpired: () => ({ expiresAt: env.now(), resendAt: env.now() }),
      recordError: ({ event }) => {
        const error = (event.error ?? {}) as Record<string, unknown>;
        const left = typeof error.attemptsLeft === 'number' ? { attemptsLeft: error.attemptsLeft } : {};
        // Too many codes for the destination: when it may try again, for the screen to say.
        const retry = typeof error.retryAt === 'number' ? { retryAt: error.retryAt } : {};
        return { error: { code: errorCodeOf(event), description: error.description ?? null, ...left, ...retry } };
      },
      clearError: () => ({ error: null }),
      /** The code sent for checking, so a refusal knows which code it refused (isCodeRefusedBefore). */
      keepTriedCode: ({ event }) => ({ triedCode: typeof event.code === 'string' ? event.code : null }),
      /** A re-sent code arrived: the page says so and starts the boxes afresh (one count per new code). */
      markResent: ({ context }) => ({ resent: true, resends: numberOr(context.resends, 0) + 1 }),
      /** The customer acted again (a code typed in, another re-send): the "code re-sent" line goes. */
      forgetResent: () => ({ resent: false }),
      /** Counts the codes sent, so the first send and a re-send can be worded differently. */
      countSend: ({ context }) => ({ sends: numberOr(context.sends, 0) + 1 }),
      storeEmail: ({ event }) => (typeof event.email === 'string' ? { email: event.email.trim() } : {}),
      storeResult: ({ event }) => ({ result: outputOf(event) as JourneyContext }),
    },
    delays: {
      untilResend: ({ context }) => Math.max(0, numberOr(context.resendAt, 0) - env.now()),
      untilExpiry: ({ context }) => Math.max(0, numberOr(context.expiresAt, 0) - env.now()),
    },
  };
}
