import { writeSessionHint } from './session-hint';

/**
 * The signed-in session kept in the browser: the access token and the user details (SPEC §3 Auth state).
 * localStorage so a new tab stays signed in; listeners let React and the API client follow changes.
 */
export interface UserDetails {
  external_id: string;
  email: string;
  email_confirmed: boolean;
  phone_confirmed: boolean;
  telco_user: boolean;
  first_name?: string;
  last_name?: string;
  [key: string]: unknown;
}

const TOKEN_KEY = 'auth:accessToken';
const USER_KEY = 'auth:userDetails';
const listeners = new Set<() => void>();
let version = 0;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | undefined): void {
  if (key === TOKEN_KEY) writeSessionHint(value !== undefined);
  try {
    if (value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage disabled: the session then lasts for this page only
  }
  version++;
  for (const l of listeners) l();
}

/** The stored access token, if any. */
export function accessToken(): string | undefined {
  return read(TOKEN_KEY) ?? undefined;
}

/**
 * Signed in, or arriving with an auth_token hand-off (SPEC §2) that the gate takes at its first effect: the header
 * draws the signed-in customer's from the first render, as the route's frame was sent (issue 31), rather than a
 * guest's for one paint.
 */
export function signedInOrArriving(search: string = typeof location === 'undefined' ? '' : location.search): boolean {
  return Boolean(accessToken()) || new URLSearchParams(search).has('auth_token');
}

/** The server's hint (session-hint.ts) said again at start: a session stored before the hint existed gets it too. */
export function syncSessionHint(): void {
  writeSessionHint(accessToken() !== undefined);
}

/** Stores a new access token (sign-in, hand-off or refresh). */
export function setAccessToken(token: string): void {
  write(TOKEN_KEY, token);
}

/** `value` as user details when it has their shape (an id and an email), else undefined. */
export function userDetailsOf(value: unknown): UserDetails | undefined {
  const u = value as Partial<UserDetails> | null;
  return u && typeof u === 'object' && typeof u.external_id === 'string' && typeof u.email === 'string' ? (u as UserDetails) : undefined;
}

/** The stored user details, if loaded and well-formed. */
export function userDetails(): UserDetails | undefined {
  const raw = read(USER_KEY);
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as UserDetails;
    return parsed && typeof parsed === 'object' && typeof parsed.external_id === 'string' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** An auth_token hand-off taken on this page whose customer is still being read (see `customerArriving`). */
let handoffArriving = false;

/** Stores the user details fetched after sign-in or hand-off. */
export function setUserDetails(user: UserDetails): void {
  handoffArriving = false;
  write(USER_KEY, JSON.stringify(user));
}

/** Clears the session (403, refresh failure, logout, reset=true). */
export function clearSession(): void {
  handoffArriving = false;
  write(TOKEN_KEY, undefined);
  write(USER_KEY, undefined);
}

/** The gate takes an auth_token hand-off (SPEC §2): the session starts again with that token, its customer to be read. */
export function takeHandoffToken(token: string): void {
  clearSession();
  handoffArriving = true;
  setAccessToken(token);
}

/**
 * A hand-off's customer is being read: the token is stored, the details are not yet (they come, or the session
 * ends). A page open to visitors then draws its signed-in placeholders, not the visitor's version for a moment
 * (/loyalty drew its sign-in prompt, then the member's cards pushed the page down). A token left without details
 * by an earlier page is not arriving: that page shows as it would to a visitor.
 */
export function customerArriving(): boolean {
  return handoffArriving && Boolean(accessToken()) && !userDetails();
}

/** Subscribes to session changes; returns the unsubscribe function. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A number that changes with every session write (for useSyncExternalStore). */
export function sessionVersion(): number {
  return version;
}
