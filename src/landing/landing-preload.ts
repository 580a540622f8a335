import { loadValidator } from '../api/validator-loader';
import { isLandingPath } from './landing-frame';

/**
 * On the landing route, starts every chunk its first screen needs as soon as the entry runs, in parallel with
 * /config.json and start-up, instead of one after another as each lazy component asks: the
 * pre-checkout screen, the FAQ, and the validators of the start-up and screen calls.
 */
export function preloadLanding(path: string): void {
  if (!isLandingPath(path)) return;
  const quiet = (p: Promise<unknown>) => void p.catch(() => undefined);
  quiet(import('../screens/catalog/pre-checkout-screen'));
  quiet(import('../shell/faq-block'));
  for (const name of ['GET_GLOBAL_CONFIG', 'GET_MAINTENANCE_STATUS', 'GET_LOCALE_KEYS', 'GET_PRODUCT_VARIANTS', 'GET_BANNERS', 'GET_WEBFRONT_SETTINGS']) quiet(loadValidator(name));
}
