import { Suspense, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { AppFrame, frameMessages } from '../app-frame';
import { clearSession, setAccessToken } from '../auth/session-store';
import { RouteFrame, routeFrames } from '../frames/route-frames';
import { DEFAULT_FORMAT } from '../i18n/format';
import { shellMessages, type Language } from '../i18n/shell-messages';
import { matchRoute } from '../routes/match-route';
import { LANDING_PATH, LandingSkeleton } from '../landing/landing-frame';
import { LOGIN_PATH } from '../routes/fixed-routes';
import type { ApiClient } from '../api/api-client';
import { KeptFrame } from '../frames/kept-frame';
import { routeTable, type RouteDef } from '../routes/route-table';
import { RoutePage } from './route-page';

export { LANDING_PATH };

/** Every route sent with its first screen: the landing, then the frame registry's routes (src/frames/route-frames.tsx). */
export const FRAME_PATHS: readonly string[] = [LANDING_PATH, ...Object.keys(routeFrames)];

/**
 * A route's first screen as the app draws it before start-up, its chunk and its data answer (the landing's layout,
 * heading, intro, disabled filters, plan and banner placeholders; a registry route's heading, lead and
 * placeholders), as HTML. Run at build time in a DOM (scripts/landing-frames.ts): the server sends it inside #root,
 * so a phone paints the page before any JavaScript arrives, and the app draws the same markup when it starts.
 * A route that needs a signed-in customer is drawn with the signed-in header (tabs, profile link), as the app
 * draws it for a stored session or an auth_token hand-off: no customer's data is in it.
 */
export function renderFrame(path: string, language: Language): string {
  const frame = routeFrames[path];
  if (path !== LANDING_PATH && !frame) throw new Error(`${path} has no frame`);
  return renderInFrame(path, language, frame ? <RouteFrame frame={frame} /> : <LandingSkeleton />);
}

/**
 * A route's layout (header, footer, texts) around `page`, rendered to HTML as the app draws it for that route: with a
 * signed-in customer's header on a signed-in route, or when `signedIn` asks for it on a visitor's route.
 */
function renderInFrame(path: string, language: Language, page: ReactNode, signedIn = false): string {
  const match = matchRoute(path);
  if (match.kind !== 'route') throw new Error(`${path} is not a route of the table`);
  const container = document.createElement('div');
  const root = createRoot(container);
  if (match.route.auth || signedIn) setAccessToken('frame');
  try {
    flushSync(() =>
      root.render(
        inAppFrame(path, language, match.route, page),
      ),
    );
  } finally {
    clearSession();
  }
  // A checked radio is a property in the DOM (as Preact sets it), and HTML only carries attributes: the chosen plan
  // type is written as one, so the sent page shows it chosen before any script runs, and the app adopting these
  // nodes finds them as it draws them.
  for (const input of container.querySelectorAll('input')) if (input.checked) input.setAttribute('checked', '');
  const html = container.innerHTML;
  root.unmount();
  return html;
}

/** The app's frame of a route (layout, texts, formats) around `page`, as the app draws it; `api` for a page that calls. */
function inAppFrame(path: string, language: Language, route: RouteDef, page: ReactNode, api?: ApiClient): ReactNode {
  return (
    <AppFrame language={language} messages={frameMessages(language, {}, shellMessages[language])} formatSettings={DEFAULT_FORMAT} api={api} route={route} path={path} onLanguage={() => undefined}>
      {page}
    </AppFrame>
  );
}

/** Whether a route needs a signed-in customer (its frame is drawn with the signed-in header). */
export function needsSession(path: string): boolean {
  const match = matchRoute(path);
  return match.kind === 'route' && match.route.auth;
}

/** Every route that may be sent with its page's own first screen (kept-frame.tsx): all but the framed ones above. */
export const PAGE_FRAME_PATHS: readonly string[] = routeTable.map((r) => r.path).filter((path) => !FRAME_PATHS.includes(path));

/**
 * Pages whose address carries a parameter they read (by each name it goes by), and whose first screen before any answer
 * is the same whatever its value: the order's page shows its heading and lead until the order is read. The
 * build draws their page frame at the address with a stand-in value too (PARAM_FRAME_VALUE), sent for an address with
 * the parameter (scripts/landing-frames.ts `frameFor`); the bare address keeps its own (the page says there is no order).
 * A page that draws something of the value before its answer (a reward's dialog) is not one of them.
 */
export const PARAM_FRAMES: Readonly<Record<string, readonly [string, ...string[]]>> = {
  '/manage/order': ['order_ref', 'orderRef'],
  // A category's rewards: the area's links, its heading's placeholder (the name comes with the categories) and lead.
  '/loyalty/category-details': ['category'],
  // One reward (its id): its category's list in placeholders under the dialog's backdrop, until the reward's answer.
  '/loyalty/item-modal': ['id'],
};
export const PARAM_FRAME_VALUE = 'FRAME';

/** An address's path, without its query (a page frame is sent, and kept, by path). */
const pathOf = (address: string) => new URL(address, window.location.origin).pathname;

/**
 * The frame of a route whose bare address the app sends on to `goesTo`: that page's first screen (`page`, its markup as
 * snapshotFrame drew it there) in this route's layout, which the app draws until it has moved on. The kept copy says
 * where it goes (KeptFrame `goesTo`), so the app keeps drawing it at the new address until that page is in.
 */
export function goesToFrame(path: string, language: Language, goesTo: string, page: string): PageFrame {
  return framed(path, language, page, pathOf(goesTo));
}

/** A route's page frame in one language: the frame as sent, and the page's own markup inside it. */
export interface PageFrame {
  /** The route the page's bare address goes on to, whose first screen this is (goesToFrame). */
  goesTo?: string;
  /**
   * The route is a journey's step, which goes on to `goesTo` only in a tab without the journey's saved progress (with
   * it, the step stays). Another page's bare address (a paylink's without its id) goes on whatever the tab holds.
   */
  journeyStep?: true;
  frame: string;
  /** The page's markup, which picks the stylesheets the HTML links (scripts/landing-frames.ts). */
  page: string;
  /** A visitor's route drawn with a signed-in customer's header, for a browser that keeps a session (session-hint.ts). */
  signedIn?: string;
}

/** A gateway that never answers: a page drawn with it shows what it shows while its data loads, and nobody's data. */
const silent: ApiClient = { call: () => new Promise<never>(() => undefined) };
/** How long a page may take to settle (its chunks through Vite, its effects), and how often it is looked at. */
const SETTLE_MS = 3000;
const LOOK_MS = 10;

/**
 * A route's page as it draws itself before any answer (issue 47 part 1): the page rendered at its address, in the
 * route's layout, by a gateway that never answers, once its chunks are in and its markup has stopped changing; then
 * that markup inside the route's layout, wrapped as the app draws it again (KeptFrame). `{ goesTo }` when the page
 * sends its bare address on to another route (a journey's later step without its saved progress goes to the first
 * step; the build then sends it with that page's first screen, goesToFrame). None when it leaves for the login, when
 * it shows no heading of its own, or when it fails: the route is then sent as before. `address` may carry a query (the
 * page another goes on to, drawn as it is reached).
 */
export async function snapshotFrame(address: string, language: Language): Promise<PageFrame | { goesTo: string } | undefined> {
  const drawn = await pageMarkup(address, language);
  return drawn && 'html' in drawn ? framed(pathOf(address), language, drawn.html) : drawn;
}

/**
 * The page's markup once it has settled (snapshotFrame), unmounted again before any frame is drawn around it, so the
 * session set for it is cleared once, with nothing of it still mounted.
 */
async function pageMarkup(address: string, language: Language): Promise<{ html: string } | { goesTo: string } | undefined> {
  const path = pathOf(address);
  const match = matchRoute(path);
  if (match.kind !== 'route') throw new Error(`${path} is not a route of the table`);
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, '', address);
  if (match.route.auth) setAccessToken('frame');
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  try {
    flushSync(() =>
      root.render(
        inAppFrame(
          path,
          language,
          match.route,
          <div data-snapshot="">
            <Suspense fallback={<span data-snapshot-waiting="" />}>
              <RoutePage route={match.route} path={path} language={language} onLanguage={() => undefined} />
            </Suspense>
          </div>,
          silent,
        ),
      ),
    );
    let last = '';
    for (let waited = 0; waited < SETTLE_MS; waited += LOOK_MS) {
      await new Promise((resolve) => setTimeout(resolve, LOOK_MS));
      const now = container.querySelector('[data-snapshot]')?.innerHTML ?? '';
      // Settled: unchanged, and past the page's own placeholder for a part it loads (a heading is drawn by then).
      if (now === last && !now.includes('data-snapshot-waiting') && (now.includes('<h1') || window.location.pathname !== path)) break;
      last = now;
    }
    const page = container.querySelector('[data-snapshot]');
    // A page that sent its bare address on to another (a journey's later step without progress goes to its first
    // step; a paylink's bare address to the unknown link's page, `?reason=unknown`): the route is sent with that
    // page's first screen, as it draws at that address.
    const to = window.location.pathname;
    if (to !== path && to !== LOGIN_PATH && matchRoute(to).kind === 'route') return { goesTo: to + window.location.search };
    const usable = page && to === path && page.querySelector('h1') && !page.querySelector('[data-snapshot-waiting], [data-testid="page-failed"]');
    if (!usable) return undefined;
    for (const input of page.querySelectorAll('input')) if (input.checked) input.setAttribute('checked', '');
    // Its controls do nothing until the page is in (KeptFrame): they say so, as the landing's filters do while it loads.
    for (const control of page.querySelectorAll('input, button, select, textarea')) control.setAttribute('disabled', '');
    // A test id names the page's own part, not its copy.
    for (const marked of page.querySelectorAll('[data-testid]')) marked.removeAttribute('data-testid');
    return { html: page.innerHTML };
  } finally {
    root.unmount();
    container.remove();
    clearSession();
  }
}

/**
 * A page's markup as the app draws it again until the page is in (KeptFrame), inside the route's layout; a visitor's
 * route also with a signed-in customer's header. `goesTo`: the page is another route's, which this one goes on to.
 */
function framed(path: string, language: Language, page: string, goesTo?: string): PageFrame {
  const kept = <KeptFrame html={page} goesTo={goesTo} />;
  const match = matchRoute(path);
  const step = goesTo !== undefined && match.kind === 'route' && match.route.page === 'journey';
  return {
    frame: renderInFrame(path, language, kept),
    page,
    ...(goesTo ? { goesTo } : {}),
    ...(step ? { journeyStep: true as const } : {}),
    ...(needsSession(path) ? {} : { signedIn: renderInFrame(path, language, kept, true) }),
  };
}
