import { useEffect } from 'react';
import { isLandingPath } from '../landing/landing-frame';
import { runtimeConfig } from '../config/runtime-config';

/**
 * Starts the third-party integrations of issue 12 that every page shares (feature flags, IP lookup) after the
 * first paint, as lazily loaded chunks. On the landing route they wait for the visitor's first interaction or
 * the first navigation away: the landing page reads no flag that changes what it shows, and its JS budget counts
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

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

/** The app calls this with the current path once start-up is done (`ready`). */
export function useIntegrations(path: string, ready: boolean): void {
  const landing = isLandingPath(path);
  useEffect(() => {
    if (started || !ready) return;
    if (!landing) {
      afterFirstPaint(start);
      return;
    }
    const onInteraction = () => afterFirstPaint(start);
    for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, { once: true, passive: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction);
    };
  }, [landing, ready]);
}
