import type { AnyActorLogic } from 'xstate';

/** Context of any journey machine: a plain JSON-like record. */
export type JourneyContext = Record<string, unknown>;

/** An event as the engine's behaviours see it. */
export interface JourneyEvent {
  type: string;
  [key: string]: unknown;
}

/** What a guard, action or delay receives (the subset of XState's arguments the engine relies on). */
export interface BehaviourArgs {
  context: JourneyContext;
  event: JourneyEvent;
}

export type GuardImpl = (args: BehaviourArgs, params?: Record<string, unknown>) => boolean;
/** An action computes a context patch; the engine wraps it in XState's assign. */
export type ActionImpl = (args: BehaviourArgs, params?: Record<string, unknown>) => JourneyContext;
export type DelayImpl = (args: BehaviourArgs) => number;

/** The environment behaviours depend on, injected so tests run on a simulated clock. */
export interface BehaviourEnv {
  now: () => number;
  /** Whether a customer is signed in (the app reads its session store); absent: nobody is. */
  signedIn?: () => boolean;
}

/** Every behaviour a journey JSON may name, by kind. */
export interface Behaviours {
  guards: Record<string, GuardImpl>;
  actions: Record<string, ActionImpl>;
  delays: Record<string, DelayImpl>;
  actors: Record<string, AnyActorLogic>;
  /** Input mappers: what an invoked actor receives (engine/behaviours/inputs.ts). */
  inputs: Record<string, (args: BehaviourArgs) => unknown>;
}

/** An error as actors reject with it: the gateway's error envelope (SPEC §8). */
export interface JourneyError {
  status?: number;
  code: string;
  description?: string;
  /** When the refused call may be tried again (epoch ms): too many one-time codes for one number or address. */
  retryAt?: number;
}

/** Reads the error code of an `xstate.error.actor.*` event, whatever the rejection looked like. */
export function errorCodeOf(event: JourneyEvent): string {
  const error = event.error as { code?: unknown } | undefined;
  return error && error.code !== undefined ? String(error.code) : 'UNKNOWN_ERROR_CODE';
}

/** Reads the output object of an `xstate.done.actor.*` event. */
export function outputOf(event: JourneyEvent): Record<string, unknown> {
  const output = event.output;
  return output && typeof output === 'object' ? (output as Record<string, unknown>) : {};
}
