/**
 * Build step (a Vite plugin) and its data: the first screen of the landing and of every route in the frame registry
 * (src/frames/route-frames.tsx) as HTML, in English and Urdu, written to dist/landing-frames.json. The app server
 * sends it inside #root of its route, in the visitor's language (the `lang` cookie the app sets), so the page
 * paints before any JavaScript has arrived (issues 14, 31).
 * The markup is the app's own: src/pages/landing-prerender.tsx renders the same components in a DOM (jsdom),
 * loaded through Vite, so the aliases (preact/compat) and the CSS imports are handled as in the app.
 */
import { URDU_FONT_CLASS, URDU_FONT_COOKIE } from '../src/i18n/urdu-font-names';
import { SESSION_HINT_COOKIE } from '../src/auth/session-hint';
import { PROGRESS_HINT_COOKIE } from '../src/journey/progress-hint';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { ICU_WARM_WORKER } from '../src/i18n/icu-worker.ts';

export const LANDING_FRAMES_FILE = 'landing-frames.json';
export type FrameLanguage = 'en' | 'ur';
/**
 * Route path → its first screen's HTML in each language. A route sent with its page's own first screen (a page
 * frame, src/frames/kept-frame.tsx) also has the stylesheets that screen is drawn with (`styles`): the page's chunks'
 * sheets, which the HTML links so the screen is painted as the page draws it. `auth`: the route needs a signed-in
 * customer (its frame has the signed-in header); `signedIn`: a visitor's route's page frame with that header.
 */
export type LandingFrames = Record<string, RouteFrames & { withParam?: RouteFrames & { names: readonly string[] } }>;
/**
 * One route's frames. `withParam`: the page frame drawn at the address with its parameter (src/pages/landing-prerender.tsx
 * PARAM_FRAMES), sent for an address that carries it under one of its `names` (frameFor).
 */
type RouteFrames = Record<FrameLanguage, string> & { auth?: boolean; styles?: string[]; signedIn?: Record<FrameLanguage, string>; goesTo?: string; journeyStep?: boolean };
/** The frames sent for one address: a route's, or those drawn with its parameter (`names`: the names it goes by). */
export type SentFrames = RouteFrames & { names?: readonly string[] };
/**
 * A page frame's markup in each language: the frame, the page's part of it (which picks the stylesheets) and, on a
 * visitor's route, the frame with a signed-in customer's header (`signedIn`, for a browser that keeps a session).
 */
type PageFrames = Record<string, Record<FrameLanguage, { frame: string; page: string; signedIn?: string; goesTo?: string; journeyStep?: boolean }>>;
const LANDING_PATH = '/web/pre-checkout';

/** The cookie that tells the server the visitor's language (the app sets it with the saved choice). */
export const LANGUAGE_COOKIE = 'lang';

/**
 * Renders every route's frame in both languages, in a throwaway DOM (at the landing's URL); then every other route's
 * page frame (those `pages` picks: all by default).
 */
export async function renderLandingFrames(root: string, { pages: which }: { pages?: (path: string) => boolean } = {}): Promise<{ frames: LandingFrames; pages: PageFrames; withParam: Record<string, PageFrames[string] & { names: readonly string[] }> }> {
  const { JSDOM } = await import('jsdom');
  const { createServer } = await import('vite');
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url: `http://localhost${LANDING_PATH}`, pretendToBeVisual: true });
  const names = ['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'Node', 'HTMLElement', 'Element', 'Text', 'Event', 'MutationObserver', 'requestAnimationFrame', 'cancelAnimationFrame', 'getComputedStyle'] as const;
  const saved = new Map(names.map((n) => [n, Object.getOwnPropertyDescriptor(globalThis, n)]));
  for (const n of names) Object.defineProperty(globalThis, n, { value: (dom.window as unknown as Record<string, unknown>)[n], configurable: true, writable: true });
  // The pages drawn for their frames use more of the DOM (events on the window, history, the DOM's classes): every
  // other name the window has and Node's global has not, taken away again after.
  const win = dom.window as unknown as Record<string, unknown>;
  const added = [...Object.getOwnPropertyNames(dom.window), 'addEventListener', 'removeEventListener', 'dispatchEvent'].filter((n) => !(n in globalThis));
  for (const n of added) {
    const value = win[n];
    Object.defineProperty(globalThis, n, { value: typeof value === 'function' && /^[a-z]/.test(n) ? (value as (...a: unknown[]) => unknown).bind(dom.window) : value, configurable: true, writable: true });
  }
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
    const mod = (await server.ssrLoadModule('/src/pages/landing-prerender.tsx')) as {
      LANDING_PATH: string;
      FRAME_PATHS: readonly string[];
      PAGE_FRAME_PATHS: readonly string[];
      needsSession: (path: string) => boolean;
      renderFrame: (path: string, language: FrameLanguage) => string;
      snapshotFrame: (path: string, language: FrameLanguage) => Promise<PageFrames[string][FrameLanguage] | { goesTo: string } | undefined>;
      goesToFrame: (path: string, language: FrameLanguage, goesTo: string, page: string) => PageFrames[string][FrameLanguage];
      PARAM_FRAMES: Readonly<Record<string, readonly [string, ...string[]]>>;
      PARAM_FRAME_VALUE: string;
    };
    if (mod.LANDING_PATH !== LANDING_PATH) throw new Error(`landing-frames: the landing route is ${mod.LANDING_PATH}, not ${LANDING_PATH}`);
    const frames: LandingFrames = Object.fromEntries(mod.FRAME_PATHS.map((path) => [path, { en: mod.renderFrame(path, 'en'), ur: mod.renderFrame(path, 'ur'), ...(mod.needsSession(path) ? { auth: true } : {}) }]));
    const pages: PageFrames = {};
    const withParam: Record<string, PageFrames[string] & { names: readonly string[] }> = {};
    // A page's timers (a poll, a session's refresh) would outlive its drawing and keep the build's process running:
    // each is cleared once the pages are drawn.
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const { setTimeout: later, setInterval: every } = globalThis;
    globalThis.setTimeout = ((...args: Parameters<typeof setTimeout>) => remember(timers, later(...args))) as typeof setTimeout;
    globalThis.setInterval = ((...args: Parameters<typeof setInterval>) => remember(timers, every(...args))) as typeof setInterval;
    try {
      const drawn = (frame: Awaited<ReturnType<typeof mod.snapshotFrame>>) => (frame && 'frame' in frame ? frame : undefined);
      const goes = new Map<string, string>();
      for (const path of mod.PAGE_FRAME_PATHS.filter(which ?? (() => true))) {
        let en = await mod.snapshotFrame(path, 'en');
        if (!en) continue;
        const ur = await mod.snapshotFrame(path, 'ur');
        // A page's first drawing may settle before a module it loads late has come through Vite (the bare paylink
        // showed its loading screen in English and went on to the unknown link's page in Urdu): where the two
        // languages disagree, English is drawn again with the modules in.
        if (ur && ('frame' in en) !== ('frame' in ur)) en = await mod.snapshotFrame(path, 'en');
        const [enPage, urPage] = [drawn(en), drawn(ur)];
        if (enPage && urPage) pages[path] = { en: enPage, ur: urPage };
        else if (en && ur && !('frame' in en) && !('frame' in ur) && ur.goesTo === en.goesTo) goes.set(path, en.goesTo);
      }
      // A route whose bare address goes on to another page is sent with that page's first screen (its own, or the
      // one it draws at its address: a registry route's or the landing's), in the route's own layout.
      // (Drawn once for every step that goes there: the purchase's nine later steps share the landing's.)
      const destinations = new Map<string, Partial<Record<FrameLanguage, string>>>();
      const pageOf = async (to: string, language: FrameLanguage) => {
        const known = destinations.get(to) ?? destinations.set(to, {}).get(to)!;
        return (known[language] ??= pages[to]?.[language].page ?? drawn(await mod.snapshotFrame(to, language))?.page);
      };
      for (const [path, to] of goes) {
        const en = await pageOf(to, 'en');
        const ur = await pageOf(to, 'ur');
        if (en && ur) pages[path] = { en: mod.goesToFrame(path, 'en', to, en), ur: mod.goesToFrame(path, 'ur', to, ur) };
      }
      // A page drawn at its address with the parameter it reads (PARAM_FRAMES), beside its bare address's frame.
      for (const [path, names] of Object.entries(mod.PARAM_FRAMES)) {
        if (!pages[path]) continue;
        const address = `${path}?${names[0]}=${mod.PARAM_FRAME_VALUE}`;
        const [en, ur] = [drawn(await mod.snapshotFrame(address, 'en')), drawn(await mod.snapshotFrame(address, 'ur'))];
        if (en && ur) withParam[path] = { en, ur, names };
      }
    } finally {
      Object.assign(globalThis, { setTimeout: later, setInterval: every });
      for (const timer of timers) clearTimeout(timer);
    }
    return { frames, pages, withParam };
  } finally {
    // Effects scheduled by the render (a frame, then a 35 ms timer) run before the DOM globals go away.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await server.close();
    for (const n of added) delete (globalThis as Record<string, unknown>)[n];
    for (const [n, d] of saved) {
      if (d) Object.defineProperty(globalThis, n, d);
      else delete (globalThis as Record<string, unknown>)[n];
    }
    dom.window.close();
  }
}

function remember<T>(set: Set<T>, timer: T): T {
  set.add(timer);
  return timer;
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
export function withLandingFrame(html: string, frame: string | undefined, language: FrameLanguage, { loader, urduFont, styles = [] }: FrameAssets): string {
  if (!frame) return html;
  if (!html.includes('<div id="root"></div>') || !/<html lang="[^"]*" dir="[^"]*">/.test(html)) throw new Error('landing-frames: index.html has no empty <div id="root"> or no <html lang dir> to fill');
  const sheets = styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">\n  `).join('');
  return withPaintFirst(html, loader)
    .replace('</head>', `  ${sheets}${FRAME_PARSED}\n  </head>`)
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
  /** A page frame's stylesheets (LandingFrames' `styles`), linked so the frame is painted with them. */
  styles?: readonly string[];
}

/**
 * The address parameters a page frame is sent with: the sign-in hand-off's token, the local data reset and the
 * webview's switches, which the app reads before any page draws (the page draws the same screen with them).
 */
const FRAME_QUERY = new Set(['auth_token', 'reset', 'webview', 'native']);
/**
 * Whether an address's query (after `?`) leaves a page frame the page's own first screen: it carries only what every
 * page reads alike, and the parameter the frame was drawn with (`names`, LandingFrames' `withParam`).
 */
export function frameKeepsQuery(query: string | undefined, names: readonly string[] = []): boolean {
  return [...new URLSearchParams(query ?? '').keys()].every((key) => FRAME_QUERY.has(key) || names.includes(key));
}

/**
 * The frames of a route for an address's query: those drawn with the page's parameter when the query carries it, else
 * the bare address's (frameChoice then sends none to an address with a parameter its frame was not drawn with).
 */
export function frameFor(frames: LandingFrames[string] | undefined, query: string | undefined): SentFrames | undefined {
  const param = frames?.withParam;
  const keys = [...new URLSearchParams(query ?? '').keys()];
  return param && keys.some((key) => param.names.includes(key)) ? param : frames;
}

/**
 * Which of a route's frames the server sends (scripts/app-server.ts): the screen the app will draw first, by what the
 * request says of the browser. `signedIn`: the browser keeps a session (its hint cookie, signedInOf); a hand-off's
 * token in the address counts as one.
 * - a signed-in route's frame only to a browser with a session: anyone else is sent on to sign in, and was shown a
 *   customer's page first (the login then moved everything, CLS 0.047 at 390 px);
 * - a visitor's route's page frame with the header the app will draw (a signed-in customer's header is a row
 *   shorter at 390 px, and moved the page up by 29 px);
 * - no page frame for an address with a parameter the page reads (frameKeepsQuery), unless the frame was drawn
 *   with it (`frame` from frameFor);
 * - no frame of the page a journey's later step goes on to for a browser that may keep a journey's progress
 *   (`progress`, progressOf): the step may then stay, and would have been shown its first step's screen first. A page
 *   that is no journey's step (the bare paylink) goes on whatever the browser keeps, and is sent its frame.
 */
export function frameChoice(frame: SentFrames | undefined, { query, signedIn, progress = false }: { query?: string; signedIn: boolean; progress?: boolean }): 'none' | 'built' | 'signedIn' {
  if (!frame) return 'built';
  // A journey's later step goes on to the first only without progress: a browser that has saved some may stay there.
  if (frame.goesTo && frame.journeyStep && progress) return 'none';
  const session = signedIn || new URLSearchParams(query ?? '').has('auth_token');
  if (frame.styles && !frameKeepsQuery(query, frame.names)) return 'none';
  if (frame.auth) return session ? 'built' : 'none';
  return session && frame.signedIn ? 'signedIn' : 'built';
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

/** Whether the browser keeps a signed-in session (src/auth/session-hint.ts sets the cookie). */
export function signedInOf(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim() === `${SESSION_HINT_COOKIE}=1`);
}

/** Whether a journey's progress may be kept in the browser (src/journey/progress-hint.ts sets the cookie). */
export function progressOf(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim() === `${PROGRESS_HINT_COOKIE}=1`);
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
    async generateBundle(_options, bundle) {
      const { frames, pages, withParam } = await renderLandingFrames(root);
      const sheets = pageSheetsOf(bundle);
      // The pages' own inline styles (a placeholder's height) as classes of a sheet of their own: the HTML may carry
      // no style attribute (the Content-Security-Policy's style-src 'self'), the app's render sets them as properties.
      const inline = new InlineStyles();
      const marked = ({ en, ur }: PageFrames[string]) => ({
        en: inline.toClasses(en.frame),
        ur: inline.toClasses(ur.frame),
        signedIn: en.signedIn && ur.signedIn ? { en: inline.toClasses(en.signedIn), ur: inline.toClasses(ur.signedIn) } : undefined,
        page: inline.toClasses(`${en.page}${ur.page}`),
        goesTo: en.goesTo,
        journeyStep: en.journeyStep,
      });
      const own = Object.entries(pages).map(([path, frame]) => ({ path, ...marked(frame), param: withParam[path] && { names: withParam[path].names, ...marked(withParam[path]) } }));
      const sheet = inline.css() && this.getFileName(this.emitFile({ type: 'asset', name: 'page-frames.css', source: inline.css() }));
      const record = ({ en, ur, signedIn, page, goesTo, journeyStep }: ReturnType<typeof marked>): RouteFrames => {
        const styles = [...sheets(page), ...(sheet && inline.usedIn(page) ? [`/${sheet}`] : [])];
        return { en, ur, ...(signedIn ? { signedIn } : { auth: true }), styles, ...(goesTo ? { goesTo } : {}), ...(journeyStep ? { journeyStep } : {}) };
      };
      for (const { path, param, ...frame } of own) frames[path] = { ...record(frame), ...(param ? { withParam: { ...record(param), names: param.names } } : {}) };
      this.emitFile({ type: 'asset', fileName: LANDING_FRAMES_FILE, source: JSON.stringify(frames) });
      const { minify } = await import('rolldown/experimental');
      const loader = await minify('paint-first.js', await readFile(join(root, PAINT_FIRST_SOURCE), 'utf8'), { compress: true, mangle: true });
      if (loader.errors.length) this.error(`landing-frames: ${PAINT_FIRST_SOURCE}: ${loader.errors.map((e) => e.message).join('; ')}`);
      this.emitFile({ type: 'asset', name: 'paint-first.js', source: loader.code });
    },
  };
}

interface BundleItem {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  source?: string | Uint8Array;
  viteMetadata?: { importedCss: Set<string> };
}

/** The class names in a piece of markup. */
export function classesIn(html: string): Set<string> {
  return new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => (m[1] ?? '').split(/\s+/).filter(Boolean)));
}

/**
 * The stylesheets a page frame's markup is drawn with: every stylesheet of the build but the entry's (which every
 * page links) that has a rule whose every class the markup uses. A page's sheets come with its chunk, after the first
 * paint: linked from the HTML instead, the frame is painted as the page will draw it, and the chunk finds them there.
 */
export function pageSheetsOf(bundle: Record<string, BundleItem>): (html: string) => string[] {
  const items = Object.values(bundle);
  const entrySheets = new Set(items.filter((i) => i.type === 'chunk' && i.isEntry).flatMap((i) => [...(i.viteMetadata?.importedCss ?? [])]));
  const sheets = items
    .filter((i) => i.type === 'asset' && i.fileName.endsWith('.css') && !entrySheets.has(i.fileName))
    .map((i) => ({ file: i.fileName, selectors: selectorClassesOf(typeof i.source === 'string' ? i.source : new TextDecoder().decode(i.source)) }));
  return (html) => {
    const used = classesIn(html);
    return sheets.filter((s) => s.selectors.some((classes) => classes.every((c) => used.has(c)))).map((s) => `/${s.file}`).sort();
  };
}

/** Each selector of a stylesheet as the classes it names (selectors naming none left out: they pick no page). */
export function selectorClassesOf(css: string): string[][] {
  const out: string[][] = [];
  for (const m of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{};]+)\{/g)) {
    const prelude = (m[1] ?? '').trim();
    if (prelude.startsWith('@')) continue;
    for (const selector of prelude.split(',')) {
      const classes = [...selector.replace(/:(?:not|has|is|where)\([^)]*\)/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((c) => c[1] ?? '');
      if (classes.length) out.push(classes);
    }
  }
  return out;
}

/**
 * The style attributes of page frames' markup as classes (`frame-style-N`, one per distinct style) and the sheet
 * that gives each its declarations, as important as the attribute was (it outranked every rule of the sheets).
 */
export class InlineStyles {
  private readonly classes = new Map<string, string>();

  /** `html` with each tag's style attribute made a class of it. */
  toClasses(html: string): string {
    return html.replace(/<([a-zA-Z][\w-]*)([^>]*?)\sstyle="([^"]*)"([^>]*)>/g, (_tag, name: string, before: string, style: string, after: string) => {
      const declarations = style.trim();
      let name_ = this.classes.get(declarations);
      if (!name_) this.classes.set(declarations, (name_ = `frame-style-${this.classes.size + 1}`));
      const attrs = `${before}${after}`;
      const withClass = /\sclass="/.test(attrs) ? attrs.replace(/\sclass="([^"]*)"/, (_c, list: string) => ` class="${list} ${name_}"`) : `${attrs} class="${name_}"`;
      return `<${name}${withClass}>`;
    });
  }

  /** Whether markup made by toClasses uses any of the classes. */
  usedIn(html: string): boolean {
    return /\bframe-style-\d+\b/.test(html);
  }

  /** The sheet of the classes made so far ('' for none). */
  css(): string {
    const important = (declarations: string) => declarations.split(';').map((d) => d.trim()).filter(Boolean).map((d) => `${d} !important`).join('; ');
    return [...this.classes].map(([declarations, name]) => `.${name} { ${important(declarations)}; }`).join('\n');
  }
}
