// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useJoinPageForNonMember } from '../../../../src/features/loyalty/loyalty-parts';

// A tap's address change held until its frame (src/render-schedule.ts): the schedule cannot hold one here, as jsdom's
// events are not trusted, so `pathNow` answers with the held address this test sets, as the schedule's does.
let held: string | undefined;
vi.mock('../../../../src/render-schedule', async (original) => ({ ...(await original<typeof import('../../../../src/render-schedule')>()), pathNow: () => held ?? window.location.pathname }));

afterEach(() => {
  cleanup();
  held = undefined;
});

function Page({ notMember, here }: { notMember: boolean; here: string }) {
  useJoinPageForNonMember(notMember, here);
  return null;
}

/** Renders a member's page at `here` while the browser's address is `at`; returns the router's history. */
function show(here: string, at: string, notMember: boolean) {
  window.history.replaceState(null, '', at);
  const { hook, history } = memoryLocation({ path: here, record: true });
  const view = render(
    <Router hook={hook}>
      <Page notMember={notMember} here={here} />
    </Router>,
  );
  return { history, rerender: (n: boolean) => view.rerender(<Router hook={hook}><Page notMember={n} here={here} /></Router>) };
}

describe('a member’s loyalty page sends a customer who has not joined to the join page (useJoinPageForNonMember)', () => {
  it.each(['/loyalty', '/loyalty/profile'])('from %s, once the answer says so, in place of the page', (here) => {
    const { history, rerender } = show(here, here, false);
    expect(history).toEqual([here]);
    rerender(true);
    expect(history).toEqual(['/loyalty/no-account']);
  });

  it.each(['/loyalty', '/loyalty/profile'])('not from %s once the customer has moved on (a tab tapped before the answer came)', (here) => {
    const { history } = show(here, '/orderlist', true);
    expect(history).toEqual([here]);
  });

  it.each(['/loyalty', '/loyalty/profile'])('not from %s while a tab tapped there is taking the customer elsewhere (its address change held for its frame)', (here) => {
    held = '/orderlist';
    const { history } = show(here, here, true);
    expect(history).toEqual([here]);
  });
});
