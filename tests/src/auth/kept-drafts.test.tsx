// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { keepDraft, keepShownDraft, useKeepOnSessionEnd, useKeptDraft } from '../../../src/auth/kept-drafts';
import { holdJourneyProgress, restoreJourneyProgress } from '../../../src/auth/session-end';

const PATH = '/profile/email';

describe('what a customer typed survives the session ending on the page', () => {
  it('keeps what the shown form holds now, whichever call ended the session, and hands it back once', () => {
    const form = renderHook(({ email }) => useKeepOnSessionEnd(PATH, { email }), { initialProps: { email: 'a@example.pk' } });
    form.rerender({ email: 'typed-later@example.pk' });
    keepShownDraft(PATH);
    form.unmount();
    // Another page's end keeps nothing for this one.
    keepShownDraft('/profile/personal-details');
    holdJourneyProgress('u1');
    restoreJourneyProgress('u1');
    const back = renderHook(() => useKeptDraft<{ email: string }>(PATH));
    expect(back.result.current).toEqual({ email: 'typed-later@example.pk' });
    back.unmount();
    expect(renderHook(() => useKeptDraft(PATH)).result.current).toBeUndefined();
  });

  it('a form no longer shown keeps nothing', () => {
    const form = renderHook(() => useKeepOnSessionEnd(PATH, { email: 'gone@example.pk' }));
    form.unmount();
    keepShownDraft(PATH);
    expect(renderHook(() => useKeptDraft(PATH)).result.current).toBeUndefined();
  });

  it('never goes to another customer who signs in on this browser', () => {
    keepDraft(PATH, { email: 'mine@example.pk' });
    holdJourneyProgress('u1');
    restoreJourneyProgress('u2');
    expect(renderHook(() => useKeptDraft(PATH)).result.current).toBeUndefined();
  });
});
