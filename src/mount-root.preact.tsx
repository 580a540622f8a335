import { hydrate, options, render, type ComponentChild } from 'preact';
import type { ReactNode } from 'react';
import { installRenderSchedule } from './render-schedule';

/**
 * Renders the app into its root element. The landing's first screen comes as HTML (scripts/landing-frames.ts):
 * - `adopt`: the app draws exactly that screen (a visitor without a session, in the frame's language), so Preact
 *   only attaches its handlers to the nodes there (hydrate): no node or attribute is written, and the first render
 *   stays a short task (issue 14);
 * - otherwise Preact's own render diffs against what the element holds, correcting it where the app draws
 *   something else (a signed-in customer's header, another language). preact/compat's createRoot would empty the
 *   element first, and the page would paint twice.
 */
export function mountRoot(container: HTMLElement, node: ReactNode, adopt = false): void {
  // A tap's render waits for the tap's paint (src/render-schedule.ts).
  options.debounceRendering = installRenderSchedule();
  if (adopt) hydrate(node as ComponentChild, container);
  else render(node as ComponentChild, container);
}
