import { lazy, type ComponentType } from 'react';

const ProfilePage = lazy(() => import('./profile-page'));
const ProfileEmailPage = lazy(() => import('./email-page'));
const PrivacySettingsPage = lazy(() => import('./privacy-page'));
const TopupPage = lazy(() => import('./topup-page'));

/** Route pages of the profile area by route-table page name (each lazily loaded); see src/pages/area-pages.ts. */
export const profilePages: Record<string, ComponentType<{ path: string }>> = {
  profile: ProfilePage,
  'profile-email': ProfileEmailPage,
  'privacy-settings': PrivacySettingsPage,
  'profile-recharge': TopupPage,
  'profile-bundles': TopupPage,
};
