import { existsSync } from 'node:fs';

/**
 * The command line every headless Chromium of ours starts with (the browser tests' stack, the studio's test, the
 * bench's byte visits), beside Playwright's own defaults.
 *
 * Debian's Chromium 156 in headless mode still builds a browser window's address-bar popups for every new window,
 * as WebUI pages (chrome://omnibox-popup.top-chrome/ and its AI-mode page), each in a renderer of its own, although
 * no one can ever see them; the browser tests open a new context, and so a new window, for almost every test. Ten
 * contexts with two loads of a tiny page each took 33.6-34.5 Chromium CPU s with them and 10.3-13.0 without
 * (docs/performance-log.md, session 30). In the whole `npm test` of session 30 those renderers took 634 of the
 * suite's 3,919 CPU s, besides what the browser process spent on them.
 *
 * Playwright passes its own `--disable-features`; whether Chromium joins a second one to it or keeps only the last,
 * this one repeats Playwright's (`PLAYWRIGHT_DISABLED_FEATURES`, checked against the installed playwright-core by
 * tests/scripts/chromium-args.test.ts) and adds the two popups, so both hold either way.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** The address bar's popups, drawn as WebUI in a window no one sees. */
export const UNSEEN_WINDOW_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-gpu',
  '--no-first-run',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_WINDOW_FEATURES].join(',')}`,
];

/**
 * The browser the tests and the scripts that drive pages launch (issue 47 part 4): Debian's headless shell of the same
 * Chromium (package chromium-headless-shell, the "old" headless mode Playwright itself uses for headless runs) when it
 * is installed, else Debian's Chromium. The full browser in headless mode still builds a real, unseen window for every
 * new context; the shell has no window at all. Twenty contexts with two loads each took 16.8-17.0 CPU s with
 * /usr/bin/chromium and 5.1-5.3 with the shell on the same machine (docs/performance-log.md, session 41); the
 * browser tests open a context for almost every test. The same Blink draws the pages, so what they check is the same.
 * Lighthouse (`npm run bench`, CHROME_PATH) keeps the full browser: it measures what a customer's Chrome does.
 * CHROMIUM_PATH chooses another.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

export function testChromium(): string {
  return process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);
}
