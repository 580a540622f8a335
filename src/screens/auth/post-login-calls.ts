import type { ApiClient } from '../../api/api-client';
import type { OrderSummary } from '../../purchase/post-login-route';
import { setUserDetails, type UserDetails } from '../../auth/session-store';
import type { PostLoginCalls, PostLoginEffects } from './post-login';

/**
 * The order list asks for a captcha token; the spec names no captcha provider for the web, so the web sends
 * this fixed marker (docs/decisions.md) and the gateway accepts it.
 */
export const WEB_CAPTCHA_TOKEN = 'web-no-captcha';
const PRIVACY_KEY = 'auth:privacyEnabled';

/** The real gateway calls of the post-login orchestration. */
export function gatewayPostLoginCalls(call: ApiClient['call']): PostLoginCalls {
  return {
    privacySetting: () => call('GET_PRIVACY_SETTING') as Promise<{ enabled?: boolean }>,
    userDetails: () => call('GET_USER_DETAILS') as Promise<UserDetails>,
    orders: () => call('MANAGE_ORDER', { body: { captchaToken: WEB_CAPTCHA_TOKEN } }) as Promise<OrderSummary[]>,
    pendingCarts: async (email) => ((await call('GET_PENDING_CARTS', { query: { email, status: 'PENDING' } })) as { carts: unknown[] }).carts,
  };
}

/** Keeps the results where the rest of the app reads them. */
export const browserPostLoginEffects: PostLoginEffects = {
  saveUserDetails: (user) => setUserDetails(user),
  savePrivacyEnabled: (enabled) => {
    try {
      localStorage.setItem(PRIVACY_KEY, String(enabled));
    } catch {
      // storage disabled: the default (enabled) applies next time
    }
  },
};
