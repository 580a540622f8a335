import type { ComponentType } from 'react';
import { LOGIN_PATH } from '../routes/route-table';
import { LoginSkeleton } from '../screens/auth/login-view';
import { LANDING_PATH, LandingSkeleton } from './landing-frame';

/**
 * Routes whose first screen is sent as HTML (scripts/landing-frames.ts), with what the app draws there until
 * start-up and the route's chunk are in: the same components render the HTML at build time, so the app's first
 * render takes the sent nodes as they are. The landing and the login page are where visitors arrive from
 * outside (issue 14).
 */
export const FRAME_ROUTES: Readonly<Record<string, ComponentType>> = {
  [LANDING_PATH]: LandingSkeleton,
  [LOGIN_PATH]: LoginSkeleton,
};

/** The frame of a path (its query and trailing slashes aside), if its route has one. */
export function frameOf(path: string): ComponentType | undefined {
  const route = path.split('?')[0]?.replace(/\/+$/, '') ?? '';
  return Object.hasOwn(FRAME_ROUTES, route) ? FRAME_ROUTES[route] : undefined;
}
