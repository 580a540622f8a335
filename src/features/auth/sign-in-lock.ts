import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error';
import { queryKeys } from '../../api/queries';

/**
 * A sign-in the gateway locked (422005 with retryAt: too many codes sent or wrong codes entered for this
 * identifier). The login page shows when to try again, with the identifier still filled in; the code page, which
 * sends the customer back to the login page, leaves the lock here for it.
 */
export interface SignInLock {
  identifier: string;
  retryAt: number;
}

const KEY = 'auth:signInLock';

/** Refusals that carry the time to try again: a locked sign-in, and too many codes for one number or address. */
const LOCK_CODES = new Set(['422005', 'TOO_MANY_CODES']);

/** The time a locked sign-in or code request may be tried again, if `error` is that refusal. */
export function retryAtOf(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.kind !== 'http' || !LOCK_CODES.has(String(error.code))) return undefined;
  return typeof error.retryAt === 'number' ? error.retryAt : undefined;
}

/** Keeps a lock for the login page (session storage: this tab only, gone with it). */
export function rememberSignInLock(lock: SignInLock, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(KEY, JSON.stringify(lock));
  } catch {
    // storage disabled: the login page then shows the lock when the next request is refused
  }
}

/** Whether a lock is waiting for the login page (the code page then leaves the telling to it). */
export function hasSignInLock(storage: Storage = sessionStorage): boolean {
  try {
    return storage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

/** The remembered lock, if it still holds at `now`; it is forgotten once read. */
export function takeSignInLock(now: number, storage: Storage = sessionStorage): SignInLock | undefined {
  try {
    const raw = storage.getItem(KEY);
    if (raw === null) return undefined;
    storage.removeItem(KEY);
    const lock = JSON.parse(raw) as Partial<SignInLock>;
    return typeof lock.identifier === 'string' && typeof lock.retryAt === 'number' && lock.retryAt > now ? { identifier: lock.identifier, retryAt: lock.retryAt } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The lock the code page left for the login page, as a read of session storage: taken from there when the login
 * page opens (it is forgotten once read, so a later opening starts clear) and kept in the query cache while the page
 * is shown; `forget` drops it when the customer tries again. Synchronous on the first render, so the identifier it
 * names fills the field at once.
 */
export function useHandedOverSignInLock(): { lock: SignInLock | undefined; forget: () => void } {
  const queries = useQueryClient();
  const key = queryKeys.handedOverSignInLock();
  const take = () => takeSignInLock(Date.now()) ?? null;
  const { data } = useQuery({ queryKey: key, queryFn: take, initialData: take, staleTime: Infinity, gcTime: 0, networkMode: 'always' });
  return { lock: data ?? undefined, forget: () => queries.setQueryData(key, null) };
}
