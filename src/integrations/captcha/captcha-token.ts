import { ApiError } from '../../api/api-error';
import { gatewayAsset } from '../../config/runtime-config';

/** The gateway's answer to a missing, forged, expired or replayed captcha answer (gateway/integrations/captcha.ts). */
export const CAPTCHA_REFUSED = 'CAPTCHA_REFUSED';

/** The captcha could not be solved in this browser (the challenge did not load, or the widget failed). */
export class CaptchaUnavailableError extends Error {
  constructor(cause: unknown) {
    super('captcha: no answer could be made', { cause });
    this.name = 'CaptchaUnavailableError';
  }
}

/**
 * A fresh answer for the order-list call (MANAGE_ORDER). The widget's code is fetched on the first call only,
 * so screens that never list orders never load it.
 */
export async function captchaToken(): Promise<string> {
  const url = gatewayAsset('integrations/captcha/challenge');
  try {
    if (!url) throw new Error('captcha: the gateway address is not known yet');
    const { solveCaptcha } = await import('./altcha-solver');
    return await solveCaptcha(url);
  } catch (err) {
    throw new CaptchaUnavailableError(err);
  }
}

/** The message id for a failed order-list call when the captcha is why; undefined for any other failure. */
export function captchaFailureMessage(error: unknown): string | undefined {
  if (error instanceof CaptchaUnavailableError) return 'captcha_unavailable';
  if (error instanceof ApiError && error.code === CAPTCHA_REFUSED) return 'captcha_refused';
  return undefined;
}

/** Whether a failed order-list call is worth retrying by itself (a refused answer is not: the customer retries). */
export function retryOrderList(failures: number, error: unknown): boolean {
  return captchaFailureMessage(error) === undefined && failures < 3;
}
