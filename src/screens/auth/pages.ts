import { lazy, type ComponentType } from 'react';

const SignupPage = lazy(() => import('./signup-page'));
const LoginPage = lazy(() => import('./login-page'));
const VerifyOtpPage = lazy(() => import('./verify-otp-page'));
const PendingOrdersPage = lazy(() => import('./pending-orders-page'));
const PendingOrderDetailsPage = lazy(() => import('./pending-order-details-page'));

/** Route pages of the auth area by route-table page name (each lazily loaded); see src/pages/area-pages.ts. */
export const authPages: Record<string, ComponentType<{ path: string }>> = {
  signup: SignupPage,
  login: LoginPage,
  'verify-otp': VerifyOtpPage,
  'pending-orders': PendingOrdersPage,
  'pending-order-details': PendingOrderDetailsPage,
};
