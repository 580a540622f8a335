import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startAppServer, type RunningAppServer } from '../../../scripts/app-server';
import { freePort } from '../../../scripts/free-port';
export { freePort };
import { startGateway, type RunningGateway } from '../../../gateway/server';

export const ROOT = join(import.meta.dirname, '..', '..', '..');

export interface Stack {
  app: RunningAppServer;
  gatewayUrl: string;
  browser: Browser;
  /** Uncaught errors of every page opened so far: a browser test ends with none. */
  pageErrors: string[];
  page(): Promise<Page>;
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
 * One Chromium and one app server per worker, shared by the files the worker runs one after another; each file
 * still gets a gateway of its own (docs/decisions/2026-11-29-one-stack-per-browser-worker.md). Only the browser
 * suite turns this on (its setup file, support/per-test.ts, calls shareStacksInThisWorker()): a script that calls
 * startStack() (the path replays) gets a stack of its own that stop() ends, so its process can exit.
 */
let sharing = false;

/** What the worker keeps between files: the browser, and an app server per distDir, bound to one gateway port. */
interface WorkerParts {
  browser: Browser;
  /** The port every gateway of the worker listens on, one at a time: the app server's pages call it. */
  gatewayPort: number;
  app?: Promise<RunningAppServer>;
  /** A file's stack holds the parts from its startStack() to its stop(): a second stack meanwhile gets its own. */
  inUse: boolean;
  /** The data folder of the gateway that is running, removed when the worker exits if no stop() did. */
  dataDirs: Set<string>;
}
let workerParts: Promise<WorkerParts> | undefined;

export function shareStacksInThisWorker(): void {
  sharing = true;
}

function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu', '--no-first-run', '--disable-sync'],
  });
}

async function startWorkerParts(): Promise<WorkerParts> {
  const parts: WorkerParts = { browser: await launchChromium(), gatewayPort: await freePort(), inUse: false, dataDirs: new Set() };
  // The worker ends with the suite: Playwright kills its Chromium then; the gateways' folders go with it.
  process.once('exit', () => {
    for (const dir of parts.dataDirs) rmSync(dir, { recursive: true, force: true });
  });
  return parts;
}

/**
 * A sandbox gateway of the stack's own: a fresh data folder (a copy of the migrated PGlite template), seeded, with
 * its own clock, outbox, faults, flags and limits, so nothing a file did is seen by the next.
 */
async function startStackGateway(port: number, appOrigin: string): Promise<{ gateway: RunningGateway; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-gateway-'));
  try {
    const gateway = await startGateway({ port, dataDir, appOrigin });
    // Every browser context comes from 127.0.0.1, so a suite that sweeps all routes is one very fast "client" to
    // the gateway's per-client limiter (300 calls a minute per endpoint). Rate limiting is tested on purpose
    // through fault injection and the gateway's own tests; here it would only make suites order-dependent.
    await fetch(`${gateway.url}/dev/rate-limit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ limit: 100_000, windowMs: 60_000 }) });
    return { gateway, dataDir };
  } catch (err) {
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
}

/**
 * Starts a sandbox gateway, the built app (DIST or distDir) and headless Debian Chromium, all on 127.0.0.1.
 * In the browser suite the app server and Chromium are the worker's (shared by its files in turn, each file's pages
 * in browser contexts of their own, closed by stop()); the gateway is always new, on the port the worker's app
 * server was told. Outside the suite, or while another stack of the worker is running, everything is the stack's own.
 */
export async function startStack(options: { distDir?: string } = {}): Promise<Stack> {
  const distDir = options.distDir ?? DIST;
  if (sharing) {
    const shared = await sharedStack(distDir);
    if (shared) return shared;
  }
  const appPort = await freePort();
  const { gateway, dataDir } = await startStackGateway(0, `http://127.0.0.1:${appPort}`);
  const app = await startAppServer({ port: appPort, distDir, gatewayUrl: gateway.url });
  const browser = await launchChromium();
  return stackOn(browser, app, gateway, async () => {
    await bounded(browser.close());
    await app.close();
    await gateway.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
}

/** Waits for `work` at most 30 s: a browser that does not answer is killed with the test process. */
async function bounded(work: Promise<unknown>): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), 30_000);
  });
  return Promise.race([work.then(() => true), late]).finally(() => clearTimeout(timer));
}

/** A stack on the worker's parts, or undefined when another stack of this worker holds them. */
async function sharedStack(distDir: string): Promise<Stack | undefined> {
  workerParts ??= startWorkerParts().catch((err: unknown) => {
    workerParts = undefined;
    throw err;
  });
  const parts = await workerParts;
  if (parts.inUse) return undefined;
  parts.inUse = true;
  try {
    // Another build (a file that builds its own app, journey-edit) gets an app server for the file only.
    const ownApp = distDir !== DIST;
    const appFor = async () => (ownApp ? startAppServer({ port: await freePort(), distDir, gatewayUrl: `http://127.0.0.1:${parts.gatewayPort}` }) : (parts.app ??= startSharedApp(parts)));
    let app = await appFor();
    const started = await startStackGateway(parts.gatewayPort, app.url).catch(async (err: unknown) => {
      // Between two files the port is free, and another program may have taken it: the worker moves to another
      // port, with an app server that calls that one.
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
      await app.close();
      parts.app = undefined;
      parts.gatewayPort = await freePort();
      app = await appFor();
      return startStackGateway(parts.gatewayPort, app.url);
    }).catch(async (err: unknown) => {
      if (ownApp) await app.close();
      throw err;
    });
    const { gateway, dataDir } = started;
    parts.dataDirs.add(dataDir);
    return stackOn(parts.browser, app, gateway, async () => {
      try {
        // The file's browser contexts: its tests' pages are closed already, those opened in a beforeAll are not.
        const closed = await bounded(Promise.all(parts.browser.contexts().map((context) => context.close())));
        if (!closed) {
          // A browser that does not close a context is not given to the next file: that one launches another.
          console.warn('the browser did not close a context within 30 s; the next file gets another browser');
          if (workerParts) workerParts = undefined;
          void parts.browser.close().catch(() => undefined);
          void parts.app?.then((a) => a.close()).catch(() => undefined);
        }
        if (ownApp) await app.close();
        await gateway.close();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
        parts.dataDirs.delete(dataDir);
        parts.inUse = false;
      }
    });
  } catch (err) {
    parts.inUse = false;
    throw err;
  }
}

/** The worker's app server of the default build, started at its first use; it talks to the worker's gateway port. */
function startSharedApp(parts: WorkerParts): Promise<RunningAppServer> {
  const app = freePort().then((port) => startAppServer({ port, distDir: DIST, gatewayUrl: `http://127.0.0.1:${parts.gatewayPort}` }));
  app.catch(() => {
    parts.app = undefined;
  });
  return app;
}

function stackOn(browser: Browser, app: RunningAppServer, gateway: RunningGateway, stop: () => Promise<void>): Stack {
  const pageErrors: string[] = [];
  let stopped: Promise<void> | undefined;
  return {
    app,
    gatewayUrl: gateway.url,
    browser,
    pageErrors,
    async page() {
      const context = await browser.newContext();
      // Chromium now and then never answers the disposal of a context (a test hung 143 s in its last line,
      // `page.context().close()`, after every assertion had passed). The close is bounded: past 15 s the context
      // is left to the stack's stop() (which replaces a browser that does not close it), and the test goes on.
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
    stop() {
      stopped ??= stop();
      return stopped;
    },
  };
}

/**
 * E2E_EVENT_TIMING=FILE (used by `npm run bench`, issue 31): every interaction the page measures over 16 ms (Event
 * Timing API: PerformanceObserver type 'event', durationThreshold 16) is appended to FILE as one JSON line, with
 * the page's path and the element it went to, as it is observed, so a full navigation loses none.
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
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEventTiming[]) {
        if (!e.interactionId) continue;
        report({ name: e.name, duration: e.duration, interactionId: e.interactionId, path: location.pathname, target: describe(e.target) });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
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
