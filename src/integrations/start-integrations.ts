import { useEffect } from 'react';
import { runtimeConfig } from '../config/runtime-config';
import { afterNextPaint } from '../landing/yield-to-main';

/**
 * Starts the third-party integrations of issue 12 that every page shares (feature flags, IP lookup) as lazily
 * loaded chunks, on every route after the visitor's first interaction (or back/forward), then when the browser is
 * idle. No first screen needs them before it is drawn: every flag a page reads before the visitor acts has a
 * default that is drawn as it is (the Rewards links in the footer, tab bar and profile default to shown), the
 * flag client was 13 KiB of every signed-in route's script (issue 31), and the landing's JS budget counts
 * everything it downloads before the network is idle. A failed load is logged and changes nothing.
 */
let started = false;

function afterFirstPaint(run: () => void): void {
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

function start(): void {
  if (started) return;
  const config = runtimeConfig();
  if (!config) return;
  started = true;
  if (config.flagsUrl) {
    const flagsUrl = config.flagsUrl;
    import('./flags/flag-client').then((m) => m.startFlagClient({ flagsUrl }), (e: unknown) => console.warn('feature flags not loaded', e));
  } else console.warn('feature flags: no flag service configured (config.json flagsUrl)');
  if (config.ipLookupUrl) {
    const url = config.ipLookupUrl;
    import('./ip-lookup/ip-lookup').then((m) => m.lookUpCountry(url, localStorage), () => undefined);
  }
}

// A customer's navigation starts with one of these (a page's own redirect does not count); popstate is the
// browser's back and forward buttons. Not `scroll`: a page's own code scrolls too (the loyalty tabs centre the
// current one, src/frames/loyalty-nav.tsx), which started the flag client, XState and monitoring (about 33 KiB)
// inside the loyalty pages' load (issue 47); a customer's scroll starts with a wheel, a touch, a key or a pointer.
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'popstate'] as const;

/**
 * Runs `run` once, after the customer's first interaction (or back/forward) is painted: not in the event's own task,
 * where the chunks' imports (their preload links: monitoring, flags, the Urdu font) made the first tap on a page
 * 5-15 ms slower at 4x CPU (issue 47). The returned function stops waiting. Monitoring waits the same way
 * (src/integrations/monitoring/boot.ts).
 */
export function onFirstInteraction(run: () => void): () => void {
  const stop = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, once, true);
  };
  const once = () => {
    stop();
    void afterNextPaint().then(run);
  };
  for (const type of INTERACTIONS) window.addEventListener(type, once, { capture: true, passive: true });
  return stop;
}

/** The app calls this once start-up is done (`ready`). */
export function useIntegrations(ready: boolean): void {
  useEffect(() => {
    if (started || !ready) return;
    return onFirstInteraction(() => afterFirstPaint(start));
  }, [ready]);
}
