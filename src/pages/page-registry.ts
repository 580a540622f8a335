import { lazy } from 'react';

// Each page is its own chunk, so none of them weighs on the landing route.
export const NotAvailablePage = lazy(() => import('./not-available-page'));
export const NotFoundPage = lazy(() => import('../shell/not-found-page'));
export const MaintenancePage = lazy(() => import('./maintenance-page'));
export const RateLimitPage = lazy(() => import('./rate-limit-page'));
export const WebviewHandoffPage = lazy(() => import('./webview-handoff-page'));
export const LanguagePage = lazy(() => import('./language-page'));
export const InfoPage = lazy(() => import('./info-page'));
export const ContactPage = lazy(() => import('./contact-page'));
