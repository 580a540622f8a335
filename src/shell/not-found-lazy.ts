import { lazy } from 'react';

/**
 * The 404 page, loaded when a page finds nothing to show (a loyalty reward or category that is not there): its ways
 * on bring the help search and its words (about 9 KiB br), which a reward's page that is found never shows (issue 47).
 */
export const LazyNotFoundPage = lazy(() => import('./not-found-page'));
