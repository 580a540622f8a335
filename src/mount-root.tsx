import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** Renders the app into its root element (React; the Preact build uses mount-root.preact.tsx, see vite.config.ts). */
export function mountRoot(container: HTMLElement, node: ReactNode, _adopt = false): void {
  createRoot(container).render(node);
}
