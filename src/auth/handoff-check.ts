import type { UserDetails } from './session-store';

/**
 * An auth_token hand-off that arrived while someone is signed in (issue 27 part 4), held in memory only: never in the
 * address bar (it leaves at once) and never in storage (a reload forgets it and keeps the signed-in customer).
 * `checking` while the token's user details load; `asking` when they name a different customer, until the customer
 * answers. Listeners let the gate follow it, as with the session store.
 */
export type PendingHandoff = { readonly phase: 'checking'; readonly token: string } | { readonly phase: 'asking'; readonly token: string; readonly other: UserDetails };

let pending: PendingHandoff | undefined;
let version = 0;
const listeners = new Set<() => void>();

function set(next: PendingHandoff | undefined): void {
  pending = next;
  version++;
  for (const l of listeners) l();
}

/** The hand-off waiting for a check or an answer, if any. */
export function pendingHandoff(): PendingHandoff | undefined {
  return pending;
}

/** A hand-off token is being checked. */
export function startHandoffCheck(token: string): void {
  set({ phase: 'checking', token });
}

/** The token belongs to `other`, a different customer: the customer is asked. */
export function askAboutHandoff(token: string, other: UserDetails): void {
  set({ phase: 'asking', token, other });
}

/** The hand-off is settled (switched, stayed, or failed). */
export function endHandoff(): void {
  set(undefined);
}

export function subscribeHandoff(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A number that changes with every change of the pending hand-off (for useSyncExternalStore). */
export function handoffVersion(): number {
  return version;
}

/** How a customer is named in the question: first and last name, else the email. */
export function customerLabel(user: Pick<UserDetails, 'first_name' | 'last_name' | 'email'>): string {
  const name = [user.first_name, user.last_name].filter((p) => typeof p === 'string' && p.trim()).join(' ').trim();
  return name || user.email;
}
