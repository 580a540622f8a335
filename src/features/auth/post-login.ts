import { postLoginRoute, type OrderSummary } from '../../purchase/post-login-route';
import type { UserDetails } from '../../auth/session-store';

/** The calls the orchestration needs, injected so it is testable without a gateway. */
export interface PostLoginCalls {
  privacySetting(): Promise<{ enabled?: boolean } | undefined>;
  userDetails(): Promise<UserDetails>;
  orders(): Promise<OrderSummary[]>;
  pendingCarts(email: string): Promise<unknown[]>;
}

/** Where the results are kept (session store, privacy flag). */
export interface PostLoginEffects {
  savePrivacyEnabled(enabled: boolean): void;
  saveUserDetails(user: UserDetails): void;
}

export interface PostLoginOutcome {
  path: string;
  user: UserDetails;
  privacyEnabled: boolean;
  carts: unknown[] | 'failed' | 'not-needed';
}

/**
 * SPEC §4 "After login/signup": privacy setting (enabled when missing or failed), user details, the order
 * list, then — only without orders — the pending carts; the landing path is postLoginRoute's.
 * A failed order list counts as no orders (docs/decisions/2026-11-21-sign-up-login-codes.md); a failed user-details
 * call rejects, because without it the session cannot be used.
 */
export async function runPostLogin(input: {
  flow: 'login' | 'signup';
  redirect?: string;
  /** Email to look carts up by when user details carry none (the sign-up email). */
  fallbackEmail?: string;
  /** Signing in again after the session ended on `redirect` (postLoginRoute). */
  resume?: boolean;
  calls: PostLoginCalls;
  effects: PostLoginEffects;
}): Promise<PostLoginOutcome> {
  const { calls, effects } = input;
  const privacy = await calls.privacySetting().catch(() => undefined);
  const privacyEnabled = typeof privacy?.enabled === 'boolean' ? privacy.enabled : true;
  effects.savePrivacyEnabled(privacyEnabled);
  const user = await calls.userDetails();
  effects.saveUserDetails(user);
  const orders = await calls.orders().catch(() => [] as OrderSummary[]);
  let carts: unknown[] | 'failed' | 'not-needed' = 'not-needed';
  if (orders.length === 0) {
    const email = user.email || input.fallbackEmail;
    carts = email ? await calls.pendingCarts(email).catch(() => 'failed' as const) : 'failed';
  }
  const path = postLoginRoute({
    flow: input.flow,
    ...(input.redirect ? { redirect: input.redirect } : {}),
    orders,
    carts: carts === 'not-needed' ? [] : carts,
    ...(input.resume ? { resume: true } : {}),
  });
  return { path, user, privacyEnabled, carts };
}
