// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSendOn } from '../../../src/routes/use-send-on';
import { JOIN_PAGE } from '../../../src/features/loyalty/loyalty-parts';
import { expiredPathFor } from '../../../src/features/paylinks/use-paylink';
import { REQUEST_PATH, VERIFY_PATH } from '../../../src/features/cards/update-card-pages';

// A tap's address change held until its frame (src/render-schedule.ts): the schedule cannot hold one here, as jsdom's
// events are not trusted, so `pathNow` answers with the held address this test sets, as the schedule's does.
let held: string | undefined;
vi.mock('../../../src/render-schedule', async (original) => ({ ...(await original<typeof import('../../../src/render-schedule')>()), pathNow: () => held ?? window.location.pathname }));

afterEach(() => {
  cleanup();
  held = undefined;
});

function Page({ when, to }: { when: boolean; to: string }) {
  useSendOn(when, to);
  return null;
}

/**
 * Renders a page drawn at `here`; then the browser's address becomes `at` (and a tap's change to `tapped` is held)
 * before the answer (`when`) comes. Returns the router's history.
 */
function show(here: string, to: string, at: string, when: boolean, tapped?: string) {
  window.history.replaceState(null, '', here);
  const { hook, history } = memoryLocation({ path: here, record: true });
  const view = render(
    <Router hook={hook}>
      <Page when={false} to={to} />
    </Router>,
  );
  window.history.replaceState(null, '', at);
  held = tapped;
  view.rerender(<Router hook={hook}><Page when={when} to={to} /></Router>);
  return history;
}

// The pages that send a customer on once an answer says the page is not for them.
const pages = [
  { page: 'a member’s loyalty page', here: '/loyalty/profile', to: JOIN_PAGE },
  { page: 'a payment link that is gone', here: '/payment/paylink', to: expiredPathFor('unknown') },
  { page: 'the new card before its code', here: REQUEST_PATH, to: VERIFY_PATH },
];

describe('a page that an answer shows is not for the customer sends them on (useSendOn)', () => {
  it.each(pages)('$page: once the answer says so, in place of the page', ({ here, to }) => {
    expect(show(here, to, here, false)).toEqual([here]);
    cleanup();
    expect(show(here, to, here, true)).toEqual([to]);
  });

  it.each(pages)('$page: not once the customer has moved on (a tab tapped before the answer came)', ({ here, to }) => {
    expect(show(here, to, '/orderlist', true)).toEqual([here]);
  });

  it.each(pages)('$page: not while a tab tapped there is taking the customer elsewhere (its address change held for its frame)', ({ here, to }) => {
    expect(show(here, to, here, true, '/orderlist')).toEqual([here]);
  });
});
