import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { AppFrame, frameMessages } from '../app-frame';
import { DEFAULT_FORMAT } from '../i18n/format';
import { shellMessages, type Language } from '../i18n/shell-messages';
import { matchRoute } from '../routes/match-route';
import { LANDING_PATH, LandingSkeleton } from '../landing/landing-frame';

export { LANDING_PATH };

/**
 * The landing route's first screen as the app draws it before start-up answers (layout, heading, intro, disabled
 * filters, plan and banner placeholders), as HTML. Run at build time in a DOM (scripts/landing-frames.ts): the
 * server sends it inside #root, so a phone paints the page before any JavaScript arrives, and the app replaces it
 * with the same markup when it starts.
 */
export function renderLandingFrame(language: Language): string {
  const match = matchRoute(LANDING_PATH);
  if (match.kind === 'redirect') throw new Error(`${LANDING_PATH} redirects`);
  const container = document.createElement('div');
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <AppFrame language={language} messages={frameMessages(language, {}, shellMessages[language])} formatSettings={DEFAULT_FORMAT} route={match.route} path={LANDING_PATH} onLanguage={() => undefined}>
        <LandingSkeleton />
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
