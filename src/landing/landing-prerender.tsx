import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { AppFrame, frameMessages } from '../app-frame';
import { DEFAULT_FORMAT } from '../i18n/format';
import type { Language } from '../i18n/shell-messages';
import { matchRoute } from '../routes/match-route';
import { FRAME_ROUTES } from './frame-routes';
import { LANDING_PATH } from './landing-frame';

export { LANDING_PATH };

/** The paths sent with their first screen. */
export const FRAME_PATHS = Object.keys(FRAME_ROUTES);

/**
 * A frame route's first screen as the app draws it before start-up answers (src/landing/frame-routes.tsx; on the
 * landing: layout, heading, intro, disabled filters, plan and banner placeholders), as HTML. Run at build time in a DOM (scripts/landing-frames.ts): the
 * server sends it inside #root, so a phone paints the page before any JavaScript arrives, and the app replaces it
 * with the same markup when it starts.
 */
export function renderLandingFrame(path: string, language: Language): string {
  const match = matchRoute(path);
  const Frame = FRAME_ROUTES[path];
  if (match.kind === 'redirect' || !Frame) throw new Error(`${path} redirects or has no frame`);
  const container = document.createElement('div');
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <AppFrame language={language} messages={frameMessages(language)} formatSettings={DEFAULT_FORMAT} route={match.route} path={path} onLanguage={() => undefined}>
        <Frame />
      </AppFrame>,
    ),
  );
  // A checked radio is a property in the DOM (as Preact sets it), and HTML only carries attributes: the chosen plan
  // type is written as one, so the sent page shows it chosen before any script runs, and the app adopting these
  // nodes finds them as it draws them.
  for (const input of container.querySelectorAll('input')) if (input.checked) input.setAttribute('checked', '');
  const html = container.innerHTML;
  root.unmount();
  return html;
}
