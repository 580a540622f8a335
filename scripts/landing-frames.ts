/**
 * Build step (a Vite plugin) and its data: the first screen of the landing and of every route in the frame registry
 * (src/frames/route-frames.tsx) as HTML, in English and Urdu, written to dist/landing-frames.json. The app server
 * sends it inside #root of its route, in the visitor's language (the `lang` cookie the app sets), so the page
 * paints before any JavaScript has arrived (issues 14, 31).
 * The markup is the app's own: src/pages/landing-prerender.tsx renders the same components in a DOM (jsdom),
 * loaded through Vite, so the aliases (preact/compat) and the CSS imports are handled as in the app.
 */
import { URDU_FONT_CLASS, URDU_FONT_COOKIE } from '../src/i18n/urdu-font-names';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { ICU_WARM_WORKER } from '../src/i18n/icu-worker.ts';

export const LANDING_FRAMES_FILE = 'landing-frames.json';
export type FrameLanguage = 'en' | 'ur';
/** Route path → its first screen's HTML in each language. */
export type LandingFrames = Record<string, Record<FrameLanguage, string>>;
const LANDING_PATH = '/web/pre-checkout';

/** The cookie that tells the server the visitor's language (the app sets it with the saved choice). */
export const LANGUAGE_COOKIE = 'lang';

/** Renders every route's frame in both languages, in a throwaway DOM (at the landing's URL). */
export async function renderLandingFrames(root: string): Promise<LandingFrames> {
  const { JSDOM } = await import('jsdom');
  const { createServer } = await import('vite');
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url: `http://localhost${LANDING_PATH}`, pretendToBeVisual: true });
  const names = ['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'Node', 'HTMLElement', 'Element', 'Text', 'Event', 'MutationObserver', 'requestAnimationFrame', 'cancelAnimationFrame', 'getComputedStyle'] as const;
  const saved = new Map(names.map((n) => [n, Object.getOwnPropertyDescriptor(globalThis, n)]));
  for (const n of names) Object.defineProperty(globalThis, n, { value: (dom.window as unknown as Record<string, unknown>)[n], configurable: true, writable: true });
  const server = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    // Everything through Vite, so react-intl and wouter get preact/compat for react, as in the build.
    // (wouter's use-sync-external-store shim is CommonJS, which this loader does not run: preact/compat has the hook.)
    ssr: { noExternal: true },
    resolve: { alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' }] },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const mod = (await server.ssrLoadModule('/src/pages/landing-prerender.tsx')) as { LANDING_PATH: string; FRAME_PATHS: readonly string[]; renderFrame: (path: string, language: FrameLanguage) => string };
    if (mod.LANDING_PATH !== LANDING_PATH) throw new Error(`landing-frames: the landing route is ${mod.LANDING_PATH}, not ${LANDING_PATH}`);
    return Object.fromEntries(mod.FRAME_PATHS.map((path) => [path, { en: mod.renderFrame(path, 'en'), ur: mod.renderFrame(path, 'ur') }]));
  } finally {
    // Effects scheduled by the render (a frame, then a 35 ms timer) run before the DOM globals go away.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await server.close();
    for (const [n, d] of saved) {
      if (d) Object.defineProperty(globalThis, n, d);
      else delete (globalThis as Record<string, unknown>)[n];
    }
    dom.window.close();
  }
}

/**
 * index.html with the frame inside #root, the document's language and direction set for it, and the app started
 * after it is painted (withPaintFirst). #root says which language the frame is in (the app adopts the nodes only
 * when it draws that language) and is inert until the app has taken it over: a tap on the language button or the
 * chat button before that would be lost, so none is taken.
 *
 * The first paint waits until the whole frame is parsed (FRAME_PARSED). A browser may paint a page it has parsed
 * only in part: a header painted before its language button had been parsed fitted on one line, and the button's
 * arrival wrapped it, a layout shift of 0.016 (the Urdu header at 390 px, now and then on a busy machine).
 */
export function withLandingFrame(html: string, frame: string | undefined, language: FrameLanguage, { loader, urduFont }: FrameAssets): string {
  if (!frame) return html;
  if (!html.includes('<div id="root"></div>') || !/<html lang="[^"]*" dir="[^"]*">/.test(html)) throw new Error('landing-frames: index.html has no empty <div id="root"> or no <html lang dir> to fill');
  return withPaintFirst(html, loader)
    .replace('</head>', `  ${FRAME_PARSED}\n  </head>`)
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${language}" dir="${language === 'ur' ? 'rtl' : 'ltr'}"${language === 'ur' && urduFont ? ` class="${URDU_FONT_CLASS}"` : ''}>`)
    .replace('<div id="root"></div>', () => `<div id="root" data-frame-language="${language}" inert>${frame}</div>`);
}

/**
 * Holds rendering until the document is parsed, and with it the frame (#root is the body's last element). A
 * render-blocking `expect` link whose target is the top of the document ("#top", no element) waits for the end of
 * parsing; one naming #root would not: Chromium lets rendering go at the element's start tag. Browsers without
 * `expect` ignore it.
 */
export const FRAME_PARSED = '<link rel="expect" href="#top" blocking="render">';

/**
 * The loader of a page sent with its first screen. The build ships it minified under a hashed name (the plugin below),
 * like the app's own files: cached for good, sent with a hashed file's few headers, and without its comments (its
 * source was 1000 brotli bytes with 800 of headers on every framed route; issue 31).
 */
export const PAINT_FIRST_SOURCE = join('src', 'frames', 'paint-first.js');
const PAINT_FIRST_BUILT = /^paint-first-[\w-]+\.js$/;

/**
 * Where a page's assets are: the loader (PAINT_FIRST_SOURCE as built). The Urdu font is not preloaded (issue 47): it
 * is font-display: optional (src/i18n/urdu-font.css), so a returning visitor's cached copy is used from the first
 * paint without one, and on a cold visit a preload only took bandwidth from the page's own files (it cannot arrive
 * within the font's short block on a phone's network, and is then not used on that page).
 */
export interface FrameAssets {
  loader: string;
  /** The visitor's browser has had the Urdu web font (its cookie): an Urdu frame is drawn in it (`html.urdu-font`). */
  urduFont?: boolean;
}

/**
 * index.html whose app starts after its first screen is painted: the entry module, the module preloads and the
 * style preloads leave the head for the data attributes of a deferred classic script (PAINT_FIRST_SOURCE),
 * which adds them back once the browser has painted. Without it the browser may run the app before it paints,
 * when every file arrives at once, and the sent screen would wait for the app after all.
 */
export function withPaintFirst(html: string, loader: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) return html;
  const scripts: string[] = [];
  const styles: string[] = [];
  const rest = html
    .replace(entry[0], '')
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href: string) => {
      scripts.push(href);
      return '';
    })
    .replace(/<link rel="preload" as="style" crossorigin href="([^"]+)">\s*/g, (_, href: string) => {
      styles.push(href);
      return '';
    });
  const tag = `<script defer src="${loader}" data-entry="${entry[1]}" data-preload="${scripts.join(' ')}" data-style="${styles.join(' ')}" data-icu="${ICU_WARM_WORKER}"></script>`;
  return rest.replace('</head>', `  ${tag}\n  </head>`);
}

/** Whether the visitor's browser has had the Urdu web font (src/i18n/urdu-font-late.ts sets the cookie). */
export function hasUrduFontOf(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim() === `${URDU_FONT_COOKIE}=1`);
}

/** The visitor's language from a Cookie header: Urdu only when the cookie says so. */
export function frameLanguageOf(cookieHeader: string | undefined): FrameLanguage {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && value === 'ur') return 'ur';
  }
  return 'en';
}

/** The loader (PAINT_FIRST_SOURCE) in a build, as a path from the site root. */
export function readPaintFirst(distDir: string): Promise<string | undefined> {
  return builtAsset(distDir, PAINT_FIRST_BUILT);
}

async function builtAsset(distDir: string, name: RegExp): Promise<string | undefined> {
  try {
    const file = (await readdir(join(distDir, 'assets'))).find((f) => name.test(f));
    return file && `/assets/${file}`;
  } catch {
    return undefined;
  }
}

/** The frames the last build wrote into distDir (none when the build had none). */
export async function readLandingFrames(distDir: string): Promise<LandingFrames> {
  try {
    return JSON.parse(await readFile(join(distDir, LANDING_FRAMES_FILE), 'utf8')) as LandingFrames;
  } catch {
    return {};
  }
}

export function landingFramesPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'landing-frames',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: LANDING_FRAMES_FILE, source: JSON.stringify(await renderLandingFrames(root)) });
      const { minify } = await import('rolldown/experimental');
      const loader = await minify('paint-first.js', await readFile(join(root, PAINT_FIRST_SOURCE), 'utf8'), { compress: true, mangle: true });
      if (loader.errors.length) this.error(`landing-frames: ${PAINT_FIRST_SOURCE}: ${loader.errors.map((e) => e.message).join('; ')}`);
      this.emitFile({ type: 'asset', name: 'paint-first.js', source: loader.code });
    },
  };
}
