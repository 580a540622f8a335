import { icuWarm } from './i18n/icu-warm';
import { StrictMode } from 'react';
import { App } from './app';
import { mountRoot } from './mount-root';
import { asksForReset, clearLocalData } from './auth/local-data';
import { isWebview, rememberWebview } from './webview/webview-mode';
import { signedInOrArriving, syncSessionHint } from './auth/session-store';
import { loadSessionJourney } from './auth/handoff-check';
import { applyLanguage, savedLanguage } from './i18n/language';
import { hasShellTexts, loadStartTexts, showStartFailed } from './i18n/shell-texts';
import { bootMonitoring } from './integrations/monitoring/boot';
import { startBootstrap } from './bootstrap/run-bootstrap';
import { matchRoute, modulesOf } from './routes/match-route';
import { notFoundRoute } from './routes/route-table';
import './styles.css';
import './i18n/urdu-font.css';
import { urduFontAtStart } from './i18n/urdu-font-late';
import { readKeyboardDigitsAsLatin } from './i18n/latin-digits';
import { keepSentFrame } from './frames/kept-frame';

// Before anything reads storage: reset=true clears local data (SPEC §4), webview/native switch webview mode on.
if (asksForReset(location.search)) clearLocalData();
// The server's hint that a session is kept here (src/auth/session-hint.ts), renewed.
syncSessionHint();
rememberWebview(location.search);
// Direction and language before the first paint: an Urdu visitor never sees the page flip from LTR.
applyLanguage(savedLanguage());
// The Urdu web font's class for a browser that has had the font (src/i18n/urdu-font-late.ts).
urduFontAtStart();
// A number typed on an Urdu keyboard (۰۳۰۰…) reads as 0-9 in every field that takes digits.
readKeyboardDigitsAsLatin();
// Browser monitoring after the load event, when the customer allows analytics (issue 12).
bootMonitoring();

// A page with a session or an auth_token hand-off needs the gate's session work (its journey and the plain runner,
// a chunk of its own): it is fetched now, beside start-up, not when the gate first renders (issue 31).
if (signedInOrArriving()) void loadSessionJourney();
// Start-up's calls go out now, not after the first render; the app takes them over (App's effect).
const match = matchRoute(location.pathname);
const route = match.kind === 'redirect' ? notFoundRoute : match.route;
const booting = startBootstrap(savedLanguage(), modulesOf(route));

/** Longest the frame's first render waits for start-up (on top of ICU's wait): past it, it renders without it. */
const BOOT_WAIT_MS = 300;

// ICU's data loads on a worker while the modules evaluate. Every first render waits for it (250 ms at most), so
// that render has no 40 ms Intl call in it: a page sent with its first screen (the landing's frame) and a page with
// an empty root alike; the empty root's render is then a task of its own after the modules' evaluation, not part
// of it (their sum was one task of 120-190 ms at 4x CPU on the signed-in pages, issue 31). Start-up's calls and the
// route's chunks are already on their way (above).
const root = document.getElementById('root') as HTMLElement;
const mount = (adopt: boolean) => {
  // A visitor's frame (sent with the visitor's header, /loyalty) under a customer who is signed in or arriving: the
  // app draws the header with the tabs, and rendering it over the visitor's header reused that header's navigation
  // node for the tabs, which then moved from one end of the header row to the other (a layout shift of 0.016-0.018
  // at 1280 px). The header's contents go before the render, in the same task (nothing is painted without them);
  // the header itself stays, as tall (route-frames.css), so nothing under it moves.
  if (!adopt && signedInOrArriving() && !root.querySelector('.tab-bar')) root.querySelector('.site-header')?.replaceChildren();
  mountRoot(
    root,
    <StrictMode>
      <App />
    </StrictMode>,
    adopt,
  );
  // The frame was inert until now (scripts/landing-frames.ts): its buttons work from here on.
  root.removeAttribute('inert');
};
// The frame is the screen the app draws first for a visitor without a session in the frame's language (outside
// the native app's webview) on a route open to visitors: the app then takes its nodes as they are. Anyone else
// (a stored session, an auth_token hand-off, the webview, another language) and every signed-in route's frame (sent
// with the signed-in header) get the app's render over the nodes: its first render draws the same frame (app.tsx,
// auth-gate.tsx), so the nodes are kept where they match and corrected where they do not, never emptied first.
const frameLanguage = root.dataset.frameLanguage;
// A page sent with its own first screen (src/frames/kept-frame.tsx): the app draws it again until the page is in.
if (frameLanguage) keepSentFrame(root, location.pathname, frameLanguage);
// (An auth_token in the address counts as a session: the header draws the signed-in tabs, which adopting the
// visitor's header nodes would leave with the visitor's navigation's class and name, on /loyalty.)
// (And not when the language's words could not load: the app then draws the frame with the English ones.)
const adoptable = () => frameLanguage === savedLanguage() && hasShellTexts(savedLanguage()) && !route.auth && !signedInOrArriving() && !isWebview();
// The frame's first render also waits a little for start-up: with the route's texts already read, start-up's own
// render then changes no text, instead of re-rendering every one (issue 14).
const booted = Promise.race([booting.then(() => undefined, () => undefined), new Promise<void>((resolve) => setTimeout(resolve, BOOT_WAIT_MS))]);
// The shell's texts of the saved language (a chunk each, preloaded by the HTML) are in before the first render:
// English's when the language's could not load after a second try, a plain screen in both languages when neither could.
const texts = loadStartTexts(savedLanguage());
const start = (render: () => void) => (ok: unknown[]) => (ok.at(-1) ? render() : showStartFailed(root, savedLanguage()));
if (frameLanguage && root.firstChild) void Promise.all([icuWarm, booted, texts]).then(start(() => mount(adoptable())));
else void Promise.all([icuWarm, texts]).then(start(() => mount(false)));
