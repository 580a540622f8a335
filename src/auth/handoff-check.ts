import type { UserDetails } from './session-store';
import { yieldToMain } from '../landing/yield-to-main';

/**
 * The gate's session work in flight (journeys/auth-handoff.json): loading the signed-in customer, or an auth_token
 * hand-off that arrived while someone is signed in (issue 27 part 4). Held in memory only: the token is never in the
 * address bar (it leaves at once) and never in storage (a reload forgets it and keeps the signed-in customer). It
 * lives outside the gate so a gate mounted again follows the same run; listeners let the gate follow it.
 */
export type PendingHandoff = { readonly phase: 'checking' } | { readonly phase: 'asking'; readonly other: UserDetails };

/** A snapshot of the gate's journey, as the plain runner (engine/plain-machine.ts) and XState both give it. */
interface SessionSnapshot {
  readonly value: unknown;
  readonly status: string;
  /** The one key of the context the gate reads (the journey's context type: AuthHandoffContext, generated). */
  readonly context: { readonly result?: unknown };
  hasTag(tag: string): boolean;
}
/** The gate's journey running: on the plain runner in the app (./session-journey.ts), on either in the tests. */
export interface SessionActor {
  send(event: { type: string }): void;
  stop(): void;
  getSnapshot(): SessionSnapshot;
  subscribe(listener: (snapshot: SessionSnapshot) => void): unknown;
}

interface Running {
  readonly actor: SessionActor;
  /** LOAD: the session's customer; CHECK: a hand-off token of someone while a customer is signed in. */
  readonly kind: 'LOAD' | 'CHECK';
  readonly token?: string;
}

let running: Running | undefined;
/** The last LOAD got no answer (journeys/auth-handoff.json `unreachable`): the session is kept, the gate offers a retry. */
let unreachable = false;
let version = 0;
const listeners = new Set<() => void>();

function changed(): void {
  version++;
  for (const l of listeners) l();
}

/** Session work is running (the gate then starts no other), or, given a token, the check of that very token. */
export function sessionWorkRunning(token?: string): boolean {
  return running !== undefined && (token === undefined || running.token === token);
}

/** The hand-off waiting for a check or an answer, if any (a LOAD is no hand-off). */
export function pendingHandoff(): PendingHandoff | undefined {
  if (!running || running.kind !== 'CHECK') return undefined;
  const snapshot = running.actor.getSnapshot();
  if (snapshot.hasTag('asking')) return { phase: 'asking', other: (snapshot.context.result as { user: UserDetails }).user };
  return { phase: 'checking' };
}

/**
 * Runs the session work on a started journey actor, sending it `event`; `onFailed` runs if it ends in `failed`
 * (the token refused: the session ends). The run is forgotten when the journey ends; a new hand-off replaces a
 * question still open about an earlier one.
 */
export function startSessionWork(actor: SessionActor, event: { type: 'LOAD' } | { type: 'CHECK'; token: string; currentCustomerId: string | null }, onFailed: () => void): void {
  running?.actor.stop();
  running = { actor, kind: event.type, ...(event.type === 'CHECK' ? { token: event.token } : {}) };
  unreachable = false;
  actor.subscribe((snapshot) => {
    if (snapshot.status === 'done') {
      if (running?.actor === actor) running = undefined;
      if (snapshot.value === 'failed') onFailed();
      // A CHECK that got no answer leaves the signed-in customer as they were; a LOAD waits for the customer's retry.
      if (snapshot.value === 'unreachable' && event.type === 'LOAD') unreachable = true;
    }
    changed();
  });
  actor.send(event);
  changed();
}

type SessionJourney = typeof import('./session-journey');
let sessionJourney: SessionJourney | undefined;
let loadingSessionJourney: Promise<void> | undefined;

/** The session work's module (./session-journey.ts) once loaded; undefined until then. */
export function sessionJourneyModule(): SessionJourney | undefined {
  return sessionJourney;
}

/**
 * Loads the session work's module (the gate's journey and its plain runner) once; listeners hear when it is there.
 * main.tsx asks for it as the entry runs when the page has a session or a hand-off, so it is on the wire with the
 * entry's other work; the gate asks for it when its decision needs it. A failed load is tried again at the next ask.
 */
export function loadSessionJourney(): Promise<void> {
  // The chunk's evaluation, the journey's compile and the gate's start of the work are three tasks, not one long
  // one after the first paint (together 20-35 ms of a loaded machine's CPU, times 4 on a phone: issue 31).
  loadingSessionJourney ??= import('./session-journey').then(
    async (m) => {
      await yieldToMain();
      m.compileSessionJourney();
      await yieldToMain();
      sessionJourney = m;
      changed();
    },
    () => {
      loadingSessionJourney = undefined;
    },
  );
  return loadingSessionJourney;
}

/** The session's customer could not be read (no answer): the session is kept and the gate shows a retry. */
export function sessionUnreachable(): boolean {
  return unreachable;
}

/** The customer asks to try reading their account again: the gate starts the LOAD anew. */
export function retrySession(): void {
  unreachable = false;
  changed();
}

/** The customer's answer to the question about another customer's hand-off. */
export function answerHandoff(answer: 'SWITCH' | 'STAY'): void {
  running?.actor.send({ type: answer });
}

export function subscribeHandoff(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A number that changes with every change of the session work (for useSyncExternalStore). */
export function handoffVersion(): number {
  return version;
}

/** How a customer is named in the question: first and last name, else the email. */
export function customerLabel(user: Pick<UserDetails, 'first_name' | 'last_name' | 'email'>): string {
  const name = [user.first_name, user.last_name].filter((p) => typeof p === 'string' && p.trim()).join(' ').trim();
  return name || user.email;
}
