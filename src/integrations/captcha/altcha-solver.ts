/**
 * The altcha widget in invisible mode (issue 12 part 4), loaded only by the screens that ask for the order
 * list. The CSP-friendly "external" build: its stylesheet and its SHA worker are files of this build (no inline
 * style, no blob: worker), so the app's CSP allows them as 'self'.
 */
import 'altcha/external';
import 'altcha/altcha.css';
// The widget's own words ("Verified", "Verifying…") in Urdu too (issue 30); English is built in.
import 'altcha/i18n/ur';
import ShaWorker from 'altcha/workers/sha?worker';
import type { AltchaWidgetElement } from 'altcha/types/generic';

$altcha.algorithms.set('SHA-256', () => new ShaWorker());

let widget: AltchaWidgetElement | undefined;
let queue: Promise<unknown> = Promise.resolve();

async function ready(challengeUrl: string): Promise<AltchaWidgetElement> {
  if (widget?.isConnected) return widget;
  await customElements.whenDefined('altcha-widget');
  const el = document.createElement('altcha-widget');
  el.setAttribute('display', 'invisible');
  el.setAttribute('auto', 'off');
  el.setAttribute('challenge', challengeUrl);
  el.dataset.testid = 'captcha';
  const loaded = new Promise<void>((resolve) => el.addEventListener('load', () => resolve(), { once: true }));
  document.body.append(el);
  await Promise.race([loaded, new Promise((r) => setTimeout(r, 2000))]);
  await el.configure({ challenge: challengeUrl, display: 'invisible', auto: 'off', hideFooter: true, hideLogo: true, minDuration: 0 });
  widget = el;
  return el;
}

/** One fresh answer (a payload is accepted once, so every call solves a new challenge); calls take turns. */
export function solveCaptcha(challengeUrl: string): Promise<string> {
  const next = queue.then(async () => {
    const el = await ready(challengeUrl);
    await el.configure({ language: document.documentElement.lang === 'ur' ? 'ur' : 'en' });
    el.reset();
    const result = await el.verify();
    if (!result?.payload) throw new Error('captcha: the challenge could not be solved');
    return result.payload;
  });
  queue = next.catch(() => undefined);
  return next;
}
