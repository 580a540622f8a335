import type { Language } from '../i18n/shell-messages';

/**
 * A route's page as it draws itself while its data loads, sent by the server as HTML (issue 47 part 1): the build
 * renders every route's page with no answer from the gateway (src/pages/landing-prerender.tsx `snapshotFrame`), so the
 * heading, the lead and the placeholders are in the HTML in the route's own words, and only in that route's HTML
 * (none of them in the app's scripts). The app cannot draw this frame itself before the page's chunk is in: it takes
 * the sent markup once at start (`keepSentFrame`) and draws it again while start-up, the gate and the page's chunk
 * are pending (app.tsx, auth-gate.tsx), so what was painted stays painted until the page draws the same screen.
 */
export const KEPT_FRAME_CLASS = 'kept-frame';

let sent: { path: string; goesTo?: string; language: string; html: string } | undefined;

/** Takes the page's markup the server sent in `root` for `path` (none on a route sent without one). */
export function keepSentFrame(root: HTMLElement, path: string, language: string): void {
  const node = root.querySelector<HTMLElement>(`.${KEPT_FRAME_CLASS}`);
  sent = node ? { path, goesTo: node.dataset.goesTo, language, html: node.innerHTML } : undefined;
}

/**
 * The sent page of `path` in `language`, while the app has not moved on from it; a route sent with the first screen
 * of the page its bare address goes on to (`goesTo`) keeps it there too, until that page is in.
 */
export function keptFrameOf(path: string, language: Language): string | undefined {
  if (sent && sent.goesTo === path) sent = { path, language: sent.language, html: sent.html };
  if (sent && (sent.path !== path || sent.language !== language)) sent = undefined;
  return sent?.html;
}

/**
 * The sent page, drawn again as it came (a box of its own that lays nothing out: `display: contents`). Preact's render
 * over the sent nodes writes the same markup in; hydrating (a visitor in the frame's language) keeps them as they are.
 * Nothing in it works yet: it is inert, and its controls came disabled (the build), so nothing is typed into a copy
 * the page then replaces, and a control says it cannot be used yet. It is out of the accessibility tree (as inert
 * content is in the browser; said again for tools that read roles from the DOM) and carries no test ids: what a test
 * or a screen reader finds by its role or its test id is the page's own.
 */
export function KeptFrame({ html, goesTo }: { html: string; goesTo?: string }) {
  return <div className={KEPT_FRAME_CLASS} inert aria-hidden="true" data-goes-to={goesTo} dangerouslySetInnerHTML={{ __html: html }} />;
}
