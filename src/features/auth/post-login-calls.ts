import type { ApiClient } from '../../api/api-client';
import type { OrderSummary } from '../../purchase/post-login-route';
import { setUserDetails, type UserDetails } from '../../auth/session-store';
import type { PostLoginCalls, PostLoginEffects } from './post-login';
import { captchaToken } from '../../integrations/captcha/captcha-token';

const PRIVACY_KEY = 'auth:privacyEnabled';

/** The real gateway calls of the post-login orchestration. */
export function gatewayPostLoginCalls(call: ApiClient['call']): PostLoginCalls {
  return {
    privacySetting: () => call('GET_PRIVACY_SETTING') as Promise<{ enabled?: boolean }>,
    userDetails: () => call('GET_USER_DETAILS') as Promise<UserDetails>,
    // The order list needs a fresh captcha answer (issue 12); the widget loads here, after the sign-in itself.
    orders: async () => call('MANAGE_ORDER', { body: { captchaToken: await captchaToken() } }) as Promise<OrderSummary[]>,
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
