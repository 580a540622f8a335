import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startAppServer, type RunningAppServer } from '../../../scripts/app-server';
import { freePort } from '../../../scripts/free-port';
import { CHROMIUM_ARGS, testChromium } from '../../../scripts/chromium-args';
export { freePort };
import { startGateway } from '../../../gateway/server';

export const ROOT = join(import.meta.dirname, '..', '..', '..');

export interface Stack {
  app: RunningAppServer;
  gatewayUrl: string;
  browser: Browser;
  /** Uncaught errors of every page opened so far: a browser test ends with none. */
  pageErrors: string[];
  /**
   * A new page in a context of its own. Its goto and reload return once a page sent with its page's own first screen
   * (src/frames/kept-frame.tsx) has drawn itself over that copy: a test then acts on the page, as a customer does
   * once it answers, not on the copy's inert controls. `asSent` leaves them as they return (a test of the frames).
   */
  page(options?: { asSent?: boolean }): Promise<Page>;
  /** Signs a fresh customer up through the gateway and its dev outbox; returns the access token. */
  signUp(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * The built app the browser tests serve: dist/, or E2E_DIST when several people build at once
 * (`npx vite build --outDir /tmp/mine && E2E_DIST=/tmp/mine npx vitest run --config vitest.e2e.config.ts`).
 */
export const DIST = process.env.E2E_DIST ?? join(ROOT, 'dist');

/**
 * Contexts that `page()` opened while a test ran. A finished test's pages keep their app running (timers,
 * polling, workers), and on a slower machine a file's later tests then share the CPU with every page before
 * them: with the CPU throttled 2x, one file's last tests slowed tenfold and one ran out of its 60 s. The e2e
 * setup file (tests/e2e/support/per-test.ts) closes them when the test ends; pages opened in a beforeAll belong
 * to the file and are left to `stop()`.
 */
const openedInTest = new Set<BrowserContext>();
let testRunning = false;

export function testStarted(): void {
  testRunning = true;
}

export async function closeTestPages(): Promise<void> {
  testRunning = false;
  const contexts = [...openedInTest];
  openedInTest.clear();
  await Promise.all(contexts.map((context) => context.close()));
}

/**
 * The worker's Chromium (issue 47 part 4; which one: scripts/chromium-args.ts, testChromium). Every file had
 * launched and closed its own (1.65 CPU s each, measured with the full browser). A worker runs its files one after
 * another and keeps its modules (vitest.e2e.config.ts `isolate: false`), so one browser serves them all: a file's
 * pages are each in a context of their own, which shares no cookie, storage or cache with another, and a file's stop
 * closes every context it left. A browser that no longer answers is closed and the next file launches another;
 * Playwright kills the browser when the worker's process exits.
 */
let workerBrowser: Promise<Browser> | undefined;

async function browserForWorker(): Promise<Browser> {
  const running = await workerBrowser?.catch(() => undefined);
  if (running?.isConnected()) return running;
  workerBrowser = chromium.launch({
    executablePath: testChromium(),
    headless: true,
    args: [...CHROMIUM_ARGS, ...(process.env.E2E_EXTRA_ARGS ? process.env.E2E_EXTRA_ARGS.split(' ') : [])],
  });
  return workerBrowser;
}

/**
 * Whether a stack's browser outlives its file: in a browser test worker (its setup file, per-test.ts, says so). A
 * script's stack (the screenshots, a QA replay) ends with its browser closed, or the script would not end: the
 * environment cannot say which is which, as a test's child process (path-replay.e2e.ts runs the QA command) inherits
 * Vitest's variables, and it waited 110 s for its timeout with a browser kept open.
 */
let browserOutlivesFile = false;

export function keepBrowserBetweenFiles(): void {
  browserOutlivesFile = true;
}

/** A file's end: its contexts closed, so the next file starts with a browser holding nothing of it. */
async function releaseBrowser(browser: Browser): Promise<void> {
  const bounded = (work: Promise<unknown>, ms: number) => Promise.race([work.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms).unref())]);
  // (A context's close gives up after 15 s, Stack.page: one that did not close is still among the browser's.)
  const closed = await bounded(Promise.all(browser.contexts().map((context) => context.close())), 30_000);
  if (browserOutlivesFile && closed && browser.isConnected() && browser.contexts().length === 0) return;
  // A browser that does not answer is closed (bounded too: it is killed with the test process) and not used again;
  // so is a script's.
  workerBrowser = undefined;
  await bounded(browser.close(), 30_000);
}

/** Starts a sandbox gateway, the built app (DIST or distDir) and headless Debian Chromium, all on 127.0.0.1. */
export async function startStack(options: { distDir?: string } = {}): Promise<Stack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-gateway-'));
  const appPort = await freePort();
  // The database is held in memory (a copy of the migrated template): the file's folder keeps only uploads.
  const gateway = await startGateway({ port: 0, dataDir, memory: true, appOrigin: `http://127.0.0.1:${appPort}` });
  // Every browser context comes from 127.0.0.1, so a suite that sweeps all routes is one very fast "client" to
  // the gateway's per-client limiter (300 calls a minute per endpoint). Rate limiting is tested on purpose
  // through fault injection and the gateway's own tests; here it would only make suites order-dependent.
  await fetch(`${gateway.url}/dev/rate-limit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ limit: 100_000, windowMs: 60_000 }) });
  const app = await startAppServer({ port: appPort, distDir: options.distDir ?? DIST, gatewayUrl: gateway.url, prepareAtStart: false });
  const browser = await browserForWorker();
  const pageErrors: string[] = [];
  return {
    app,
    gatewayUrl: gateway.url,
    browser,
    pageErrors,
    async page({ asSent = false } = {}) {
      const context = await browser.newContext();
      // Chromium now and then never answers the disposal of a context (a test hung 143 s in its last line,
      // `page.context().close()`, after every assertion had passed). The close is bounded: past 15 s the context
      // is left to browser.close() at the end of the file, and the test goes on.
      const close = context.close.bind(context);
      context.close = async (options) => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const late = new Promise<void>((resolve) => {
          timer = setTimeout(() => {
            console.warn('a browser context did not close within 15 s; browser.close() ends it');
            resolve();
          }, 15_000);
        });
        await Promise.race([close(options), late]).finally(() => clearTimeout(timer));
      };
      if (testRunning) openedInTest.add(context);
      context.on('close', () => openedInTest.delete(context));
      const page = await context.newPage();
      // E2E_CPU_THROTTLE=4 runs every page's CPU that many times slower (CDP), as on a busy machine or a cheap
      // phone: races between the app and a test show at once instead of now and then.
      const throttle = Number(process.env.E2E_CPU_THROTTLE ?? '');
      if (throttle > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: throttle });
      if (process.env.E2E_EVENT_TIMING) await recordEventTiming(page, process.env.E2E_EVENT_TIMING);
      // E2E_LATE_FRAMES=80 answers every animation frame that many ms late. A tap's render waits for the next frame
      // (src/render-schedule.ts), so a test that reads the screen right after a tap, before the customer could see
      // it, then fails every time instead of on a fast machine only.
      const late = Number(process.env.E2E_LATE_FRAMES ?? '');
      if (late > 0) {
        await page.addInitScript(`{
          const frame = window.requestAnimationFrame.bind(window);
          window.requestAnimationFrame = (cb) => frame((t) => setTimeout(() => cb(t), ${late}));
        }`);
      }
      if (!asSent) untilPageDrawn(page);
      page.on('pageerror', (e) => pageErrors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error' && /Content.Security.Policy/i.test(m.text())) pageErrors.push(`CSP: ${m.text()}`);
        // The build has no ICU parser (scripts/precompiled-messages.ts): a message that reached it as a string is
        // shown raw, and react-intl's error for it (logged by the app) fails the file.
        if (/format an uncompiled message/.test(m.text())) pageErrors.push(`ICU: ${m.text()}`);
      });
      return page;
    },
    async signUp() {
      const email = `e2e-${Math.random().toString(16).slice(2)}@example.pk`;
      const post = async (path: string, body: unknown) => {
        const res = await fetch(`${gateway.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        return ((await res.json()) as { result: Record<string, string> }).result;
      };
      const started = await post('/v1/auth/signup', { email, channel: 'web', contactNumber: '923001234567' });
      const outbox = (await (await fetch(`${gateway.url}/dev/outbox?recipient=${encodeURIComponent(email)}`)).json()) as { result: Array<{ code: string }> };
      const device = { app_type: 'ecosystem', device_id: 'e2e', device_type: 'web' };
      const done = await post('/v1/auth/signup/validate-otp', { device, otpCode: outbox.result.at(-1)?.code, requestId: started.requestId });
      return done.accessToken as string;
    },
    async stop() {
      await releaseBrowser(browser);
      await app.close();
      await gateway.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A page's goto and reload, returning once the page has drawn itself over a kept copy of it (Stack.page). */
function untilPageDrawn(page: Page): void {
  const drawn = async () => {
    try {
      await page.waitForFunction(() => !document.querySelector('#root .kept-frame'), undefined, { timeout: 20_000 });
    } catch {
      // The page moved on (another load, a closed page) or never drew: the test's own next step says what it sees.
    }
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await drawn();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await drawn();
    return response;
  };
}

/**
 * E2E_EVENT_TIMING=FILE (used by `npm run bench`, issue 31): every interaction the page measures over 16 ms (Event
 * Timing API: PerformanceObserver type 'event', durationThreshold 16) is appended to FILE as one JSON line, with
 * the page's path, the element it went to and where its time went (input delay, processing, presentation), as it
 * is observed, so a full navigation loses none.
 */
async function recordEventTiming(page: Page, file: string): Promise<void> {
  await page.exposeBinding('__eventTiming', (_source, entry: unknown) => appendFileSync(file, `${JSON.stringify(entry)}\n`));
  await page.addInitScript(() => {
    const report = (window as unknown as { __eventTiming: (e: unknown) => void }).__eventTiming;
    const describe = (n: Node | null) => {
      if (!(n instanceof Element)) return '';
      const label = n.getAttribute('aria-label') ?? n.getAttribute('name') ?? n.textContent?.trim().slice(0, 40) ?? '';
      return `${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ''} "${label}"`;
    };
    // An entry's target is null once its element has left the page (a tap that moves to the next screen): the
    // element is described as the event reached it, found again by the event's time stamp (the entry's startTime).
    const reached = new Map<number, string>();
    for (const type of ['pointerdown', 'pointerup', 'click', 'keydown', 'keypress', 'keyup'])
      addEventListener(type, (ev) => reached.set(ev.timeStamp, describe(ev.target as Node | null)), { capture: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEventTiming[]) {
        if (!e.interactionId) continue;
        // Where the time went: waiting for the main thread (input delay), the handlers (processing), and the
        // rest until the next frame (presentation: an input event's handler and render run there, then the paint).
        const timing = { inputDelay: Math.round(e.processingStart - e.startTime), processing: Math.round(e.processingEnd - e.processingStart), presentation: Math.round(e.startTime + e.duration - e.processingEnd) };
        report({ name: e.name, startTime: e.startTime, duration: e.duration, interactionId: e.interactionId, path: location.pathname, target: describe(e.target) || `(gone) ${reached.get(e.startTime) ?? ''}`, ...timing });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    // What held each frame over 50 ms (Long Animation Frames API): its scripts, by who called them and from which
    // file, and the frame's own style, layout and paint. The bench puts them beside the interactions they overlap.
    new PerformanceObserver((list) => {
      for (const f of list.getEntries() as Array<PerformanceEntry & { renderStart: number; styleAndLayoutStart: number; scripts: Array<{ invoker: string; sourceURL: string; sourceFunctionName: string; duration: number; forcedStyleAndLayoutDuration: number }> }>) {
        const scripts = f.scripts.map((x) => ({ invoker: x.invoker, source: `${x.sourceURL.replace(/^.*\//, '')} ${x.sourceFunctionName}`.trim(), duration: Math.round(x.duration), forcedLayout: Math.round(x.forcedStyleAndLayoutDuration) }));
        report({ frame: true, startTime: f.startTime, duration: Math.round(f.duration), render: Math.round(f.renderStart ? f.startTime + f.duration - f.renderStart : 0), path: location.pathname, scripts });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
}

/**
 * One stack for a test file: started before its tests, stopped after them, and the file fails if any page
 * threw or hit the CSP. The returned object forwards to the running stack.
 */
export function stackForFile(options: { distDir?: string } = {}): Stack {
  let current: Stack | undefined;
  beforeAll(async () => {
    current = await startStack(options);
  });
  afterAll(async () => {
    const errors = current?.pageErrors ?? [];
    await current?.stop();
    expect(errors).toEqual([]);
  });
  return new Proxy({} as Stack, {
    get(_target, key) {
      if (!current) throw new Error('the test stack is not started yet');
      return current[key as keyof Stack];
    },
  });
}
