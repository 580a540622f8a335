import { render, type ComponentChild } from 'preact';
import type { ReactNode } from 'react';

/**
 * Renders the app into its root element with Preact's own render, which diffs against what the element already
 * holds (the landing's first screen sent as HTML, scripts/landing-frames.ts): those nodes are kept and corrected
 * where the app draws something else (a signed-in customer's header, say), not replaced, so the page does not paint
 * twice and its largest text stays the one first painted. preact/compat's createRoot would empty the element first.
 */
export function mountRoot(container: HTMLElement, node: ReactNode): void {
  render(node as ComponentChild, container);
}
