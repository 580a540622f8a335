import { resolveRedirect } from '../routes/redirect-resolver';
import { runtimeConfig } from './runtime-config';

/**
 * The one check for every navigation to an address a server gave (banner links, payment and wallet pages,
 * app-store links, a redirect after sign-in): issue 27 part 2. Two kinds pass, nothing else:
 * - a path on this site, as the login redirect check reads it (resolveRedirect: `//x`, `/\x`, `\\x`, encoded
 *   slashes and control characters are refused);
 * - an absolute https address whose origin is trusted: the gateway of the runtime config (its sandbox payment and
 *   wallet pages; http too when the config itself says http, as on a developer's machine) or TRUSTED_HTTPS_ORIGINS.
 * `javascript:`, `data:`, `blob:`, other schemes, user-info tricks (`https://gateway@evil`) and any other origin
 * are refused.
 */

/**
 * https origins the app already links to: the two app stores. Help is the product's own /help (issue 46), so no
 * outside help site is trusted.
 */
export const TRUSTED_HTTPS_ORIGINS: readonly string[] = ['https://apps.apple.com', 'https://play.google.com'];

/** The origins a server-given absolute address may lead to: the configured gateway and the fixed https list. */
export function trustedOrigins(): readonly string[] {
  const gateway = runtimeConfig()?.gatewayUrl;
  return gateway ? [new URL(gateway).origin, ...TRUSTED_HTTPS_ORIGINS] : TRUSTED_HTTPS_ORIGINS;
}

const MAX_LENGTH = 2048;
// eslint-disable-next-line no-control-regex -- matching control characters and whitespace is the point
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\u2028\u2029\\]/;

/**
 * Where a server-given address may take the browser: a same-site path, or an allow-listed absolute address;
 * undefined when it must be refused.
 * @example safeDestination('/web/pre-checkout?x=1') // '/web/pre-checkout?x=1'
 * @example safeDestination('/\\evil.example/x') // undefined
 * @example safeDestination('https://gw.example/sandbox/pay/1', ['https://gw.example']) // 'https://gw.example/sandbox/pay/1'
 */
export function safeDestination(value: unknown, trusted: readonly string[] = trustedOrigins()): string | undefined {
  if (typeof value !== 'string' || value === '' || value.length > MAX_LENGTH) return undefined;
  if (value.startsWith('/')) return resolveRedirect(value);
  // Absolute addresses only: a relative one without a leading slash ('evil.example', 'javascript:…') never passes.
  if (UNSAFE_CHARACTERS.test(value) || !/^https?:\/\//i.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.username || url.password) return undefined;
  if (!trusted.includes(url.origin)) return undefined;
  // http only when the trusted origin itself is http (the runtime config's own gateway on a developer's machine).
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
}

/**
 * Leaves for a server-given address through safeDestination; answers false and stays when it is refused.
 * @example leaveFor(payment.redirectUrl) || showRefusal()
 */
export function leaveFor(value: unknown, go: (url: string) => void = (url) => window.location.assign(url)): boolean {
  const destination = safeDestination(value);
  if (destination === undefined) return false;
  go(destination);
  return true;
}
