import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

const client = createQueryClient();

// Catalogue names and banners come in the page's language (issue 16): a language switch refetches what is shown.
if (typeof MutationObserver !== 'undefined' && typeof document !== 'undefined') {
  let lang = document.documentElement.lang;
  new MutationObserver(() => {
    if (document.documentElement.lang === lang) return;
    lang = document.documentElement.lang;
    void client.invalidateQueries();
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
}

/** Provides the app's one query client (its own chunk, so TanStack Query stays off the landing entry). */
export default function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
