import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { AppFrame, frameMessages } from '../app-frame';
import { clearSession, setAccessToken } from '../auth/session-store';
import { RouteFrame, routeFrames } from '../frames/route-frames';
import { DEFAULT_FORMAT } from '../i18n/format';
import { shellMessages, type Language } from '../i18n/shell-messages';
import { matchRoute } from '../routes/match-route';
import { LANDING_PATH, LandingSkeleton } from '../landing/landing-frame';

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
  const match = matchRoute(path);
  if (match.kind !== 'route') throw new Error(`${path} is not a route of the table`);
  const frame = routeFrames[path];
  if (path !== LANDING_PATH && !frame) throw new Error(`${path} has no frame`);
  const container = document.createElement('div');
  const root = createRoot(container);
  if (match.route.auth) setAccessToken('frame');
  try {
    flushSync(() =>
      root.render(
        <AppFrame language={language} messages={frameMessages(language, {}, shellMessages[language])} formatSettings={DEFAULT_FORMAT} route={match.route} path={path} onLanguage={() => undefined}>
          {frame ? <RouteFrame frame={frame} /> : <LandingSkeleton />}
        </AppFrame>,
      ),
    );
  } finally {
    if (match.route.auth) clearSession();
  }
  // A checked radio is a property in the DOM (as Preact sets it), and HTML only carries attributes: the chosen plan
  // type is written as one, so the sent page shows it chosen before any script runs, and the app adopting these
  // nodes finds them as it draws them.
  for (const input of container.querySelectorAll('input')) if (input.checked) input.setAttribute('checked', '');
  const html = container.innerHTML;
  root.unmount();
  return html;
}
