import type { ActionImpl, DelayImpl, GuardImpl, JourneyContext } from './types.ts';
import { outputOf } from './types.ts';

/**
 * Feature-flag identity (SPEC §9): who the flag service evaluates for. A guest or an absent user id is the
 * anonymous user; a signed-in, non-guest customer is their user id plus email.
 */
export type FlagIdentity = { readonly kind: 'anonymous' } | { readonly kind: 'user'; readonly key: string; readonly email: string };

export const ANONYMOUS_FLAG_IDENTITY: FlagIdentity = { kind: 'anonymous' };

/** The signed-in user as the session keeps it (only what identity needs). */
export interface FlagUser {
  readonly external_id?: unknown;
  readonly email?: unknown;
  readonly guest?: unknown;
}

/** SPEC §9: guest or absent user id → anonymous; otherwise the user's id and email. */
export function flagIdentityOf(user: FlagUser | undefined | null): FlagIdentity {
  if (!user || user.guest === true) return ANONYMOUS_FLAG_IDENTITY;
  const key = typeof user.external_id === 'string' ? user.external_id.trim() : '';
  if (!key) return ANONYMOUS_FLAG_IDENTITY;
  return { kind: 'user', key, email: typeof user.email === 'string' ? user.email : '' };
}

/** Reads an identity kept in a machine's context or event (anything else counts as anonymous). */
export function asFlagIdentity(value: unknown): FlagIdentity {
  const v = value as { kind?: unknown; key?: unknown; email?: unknown } | null | undefined;
  if (v && v.kind === 'user' && typeof v.key === 'string' && v.key) return { kind: 'user', key: v.key, email: typeof v.email === 'string' ? v.email : '' };
  return ANONYMOUS_FLAG_IDENTITY;
}

/** Two identities are the same flag audience: both anonymous, or the same user id and email. */
export function sameFlagIdentity(a: FlagIdentity, b: FlagIdentity): boolean {
  if (a.kind === 'anonymous' || b.kind === 'anonymous') return a.kind === b.kind;
  return a.key === b.key && a.email === b.email;
}

/**
 * What an identity change asks of the flag client (SPEC §9): nothing when both are anonymous or the same
 * user; otherwise one switch (an identify call with the new context).
 */
export function flagIdentityChange(from: FlagIdentity, to: FlagIdentity): 'none' | 'switch' {
  return sameFlagIdentity(from, to) ? 'none' : 'switch';
}

/** SPEC §9 stream reconnect delay: 1000 ms, doubled per failed attempt, capped at 30 s. */
export const FLAG_RECONNECT_FIRST_MS = 1000;
export const FLAG_RECONNECT_MAX_MS = 30_000;
export function flagReconnectDelayMs(attempt: number): number {
  const n = Number.isFinite(attempt) && attempt > 0 ? Math.floor(attempt) : 0;
  return Math.min(FLAG_RECONNECT_MAX_MS, FLAG_RECONNECT_FIRST_MS * 2 ** Math.min(n, 15));
}

const targetOf = (context: JourneyContext) => asFlagIdentity(context.target);
const appliedOf = (context: JourneyContext) => (context.applied === null || context.applied === undefined ? undefined : asFlagIdentity(context.applied));
const attemptsOf = (context: JourneyContext) => (typeof context.attempts === 'number' ? context.attempts : 0);

/** Guards, actions and delays of journeys/flag-context.json. */
export function flagContextBehaviours(): {
  guards: Record<string, GuardImpl>;
  actions: Record<string, ActionImpl>;
  delays: Record<string, DelayImpl>;
} {
  return {
    guards: {
      /** The identity in the event differs from the one the flag client evaluates for now. */
      isNewFlagIdentity: ({ context, event }) => {
        const applied = appliedOf(context) ?? ANONYMOUS_FLAG_IDENTITY;
        return flagIdentityChange(applied, asFlagIdentity(event.identity)) === 'switch';
      },
      /** A later identity arrived while a switch ran: the last one wins. */
      isFlagTargetPending: ({ context }) => {
        const applied = appliedOf(context);
        return applied !== undefined && flagIdentityChange(applied, targetOf(context)) === 'switch';
      },
    },
    actions: {
      rememberFlagTarget: ({ event }) => ({ target: asFlagIdentity(event.identity) }),
      markFlagContextApplied: ({ event }) => ({ applied: asFlagIdentity(outputOf(event).identity) }),
      countFlagReconnect: ({ context }) => ({ attempts: attemptsOf(context) + 1 }),
      resetFlagReconnects: () => ({ attempts: 0 }),
    },
    delays: {
      flagReconnectDelay: ({ context }) => flagReconnectDelayMs(attemptsOf(context)),
    },
  };
}
