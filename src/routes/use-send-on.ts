import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { pathNow } from '../render-schedule';

/**
 * Sends the customer on to `to` in place of this page (the address replaced, so Back skips it) once `when` holds: a
 * page that an answer shows is not for them (a loyalty member's page to a customer who has not joined, a payment link
 * that is gone, a card step that must come after another). Only while they are still at the page's address as it
 * first drew: a tab or link tapped just before the answer came is taking them elsewhere (its address change waits for
 * the tap's frame, src/render-schedule.ts `pathNow`), and replacing it would bring them back here with the tap lost.
 */
export function useSendOn(when: boolean, to: string): void {
  const [, navigate] = useLocation();
  const [here] = useState(pathNow);
  useEffect(() => {
    if (when && pathNow() === here) navigate(to, { replace: true });
  }, [when, to, here, navigate]);
}
