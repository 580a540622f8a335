import type { UserDetails } from '../auth/session-store';

export type ProfileLink = { show: false } | { show: true; href: '/profile' | '/web/signup' };

/** SPEC §1 profile icon: to profile when signed in, else to signup; hidden for telco users. */
export function profileLink(signedIn: boolean, user: UserDetails | undefined): ProfileLink {
  if (user?.telco_user) return { show: false };
  return { show: true, href: signedIn ? '/profile' : '/web/signup' };
}
