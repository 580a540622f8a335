/**
 * The scripts one visit loads, as the network sent them: each file's path and its bytes as transferred (CDP's
 * encodedDataLength: body and headers), until the network is idle; and the address the visit ended on. The bench's
 * `--bytes` (scripts/bench.ts) measures every route with it, the purchase's steps reached partway included
 * (scripts/bench-routes.ts, partwayRoutes); scripts/saved-step-bytes.ts measures those steps alone through the same code.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { LOADING_INDICATORS } from '../src/ui/loading-indicators';

export interface VisitScripts {
  files: Array<{ url: string; bytes: number }>;
  /** The path the page ended on (a route that redirects ends elsewhere). */
  ended: string;
  kib: number;
  /** How much the page moved while it loaded (layoutShiftOf): CLS as Lighthouse computes it, and what moved most. */
  shift: LayoutShift;
}

export interface LayoutShift {
  /** The largest session window's sum (shifts less than 1 s apart, at most 5 s), as Lighthouse's and Chrome's CLS. */
  cls: number;
  /** The elements that moved in that window, most moved first: a short description of each, with its share. */
  moved: string[];
}

/**
 * Started before the app's scripts: every layout shift without recent input, with the elements it moved (Chromium's
 * `sources`), kept in `window.__visitShifts`. Passed as a string: a named function inside it would need tsx's helper.
 */
const RECORD_SHIFTS = `(() => {
  const shifts = [];
  window.__visitShifts = shifts;
  const name = (n) => {
    if (!n || n.nodeType !== 1) return n && n.nodeType === 3 ? 'text "' + String(n.textContent).trim().slice(0, 30) + '"' : 'a node';
    const cls = typeof n.className === 'string' && n.className.trim() ? '.' + n.className.trim().split(/\\s+/).slice(0, 2).join('.') : '';
    const text = String(n.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 30);
    return n.tagName.toLowerCase() + (n.id ? '#' + n.id : '') + cls + (text ? ' "' + text + '"' : '');
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      shifts.push({ value: e.value, at: e.startTime, moved: (e.sources || []).map((s) => name(s.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

interface Shift {
  value: number;
  at: number;
  moved: string[];
}

/** CLS from the shifts (session windows, as web-vitals and Lighthouse count it) and what moved in the largest window. */
export function layoutShiftOf(shifts: readonly Shift[]): LayoutShift {
  let best: Shift[] = [];
  let window: Shift[] = [];
  const sum = (w: readonly Shift[]) => w.reduce((s, e) => s + e.value, 0);
  for (const s of [...shifts].sort((a, b) => a.at - b.at)) {
    const first = window[0];
    const last = window[window.length - 1];
    if (first && last && s.at - last.at < 1000 && s.at - first.at < 5000) window.push(s);
    else window = [s];
    if (sum(window) > sum(best)) best = [...window];
  }
  const share = new Map<string, number>();
  for (const s of best) for (const m of s.moved) share.set(m, (share.get(m) ?? 0) + s.value / Math.max(1, s.moved.length));
  const moved = [...share].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([m, v]) => `${m} (${v.toFixed(3)})`);
  return { cls: sum(best), moved };
}

/** Whether the page has drawn: src/ui/loading-indicators.ts's pageDrawn, run in the page with its selector. */
function drawn(loading: string): boolean {
  if (document.querySelector('h1') === null) return false;
  return [...document.querySelectorAll(loading)].every((e) => e.closest('[data-showcase]') !== null);
}

export async function scriptsOfVisit(context: BrowserContext, url: string): Promise<VisitScripts> {
  const page = await context.newPage();
  await page.addInitScript(RECORD_SHIFTS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map<string, string>();
  const files: VisitScripts['files'] = [];
  // Requests in flight, and when the last one started or ended: Playwright's networkidle is reached once per page (a
  // second wait answers at once), and on a loaded machine the page can be quiet 500 ms between a lazily loaded
  // screen and what that screen loads, which ended a visit before its screen (the order summary measured 88.5 KiB in
  // English and 118.0 in Urdu, one build).
  const inFlight = new Map<string, number>();
  let lastChange = Date.now();
  const settle = (id: string) => {
    inFlight.delete(id);
    lastChange = Date.now();
  };
  cdp.on('Network.requestWillBeSent', (e) => {
    inFlight.set(e.requestId, Date.now());
    lastChange = Date.now();
  });
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.set(e.requestId, e.response.url);
  });
  cdp.on('Network.loadingFailed', (e) => settle(e.requestId));
  cdp.on('Network.loadingFinished', (e) => {
    const at = scripts.get(e.requestId);
    if (at !== undefined) files.push({ url: new URL(at).pathname, bytes: e.encodedDataLength });
    settle(e.requestId);
  });
  /**
   * No request started or ended for a second, none of the last 5 s in flight (one that stays open, a preload the page
   * never used, does not hold the visit; the monitoring agent's, 10 s after the load, is not a first screen's), at most 30 s.
   */
  const busy = () => Date.now() - lastChange < 1000 || [...inFlight.values()].some((at) => Date.now() - at < 5000);
  const quiet = async () => {
    for (const until = Date.now() + 30_000; Date.now() < until && busy(); ) await new Promise((r) => setTimeout(r, 50));
  };
  await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  // Until the page has drawn and the network is then quiet, and the page still drawn (a screen that drew a heading
  // and then loaded its next part).
  for (let round = 0; round < 5; round++) {
    await page.waitForFunction(drawn, LOADING_INDICATORS, { timeout: 60_000, polling: 100 }).catch(() => undefined);
    await quiet();
    if (await page.evaluate(drawn, LOADING_INDICATORS)) break;
  }
  const ended = new URL(page.url()).pathname;
  const shifts: Shift[] = await page.evaluate('window.__visitShifts ?? []');
  return { files, ended, kib: files.reduce((s, f) => s + f.bytes, 0) / 1024, shift: layoutShiftOf(shifts) };
}

/** Who opens a page: in which language (Urdu: a returning Urdu customer's cookie and saved language), and with what in the tab. */
export interface Visitor {
  lang: 'en' | 'ur';
  /** sessionStorage entries the tab starts with (a journey saved partway), set once, before the app's own scripts. */
  session?: Readonly<Record<string, string>>;
}

/** One visit in a fresh context at 390 px, as `visitor`: its scripts (scriptsOfVisit). */
export async function visitAs(browser: Browser, appUrl: string, url: string, visitor: Visitor): Promise<VisitScripts> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    if (visitor.lang === 'ur') {
      await context.addCookies([{ name: 'lang', value: 'ur', url: appUrl }]);
      await context.addInitScript(() => localStorage.setItem('language', 'ur'));
    }
    // Once per tab, before the app's own scripts: the app's saves that follow are not overwritten by a reload.
    if (visitor.session) {
      await context.addInitScript((entries) => {
        if (sessionStorage.getItem('visit-scripts:seeded')) return;
        sessionStorage.setItem('visit-scripts:seeded', '1');
        for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
      }, visitor.session);
    }
    return await scriptsOfVisit(context, url);
  } finally {
    await context.close();
  }
}

/** Each file of a visit, largest first, one line each (`--files`). */
export const filesReport = (files: VisitScripts['files']) => [...files].sort((a, b) => b.bytes - a.bytes).map((f) => `  ${(f.bytes / 1024).toFixed(1)} KiB ${f.url}`);
