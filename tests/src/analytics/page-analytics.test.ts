// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { addPageViewSink, analyticsAllowed, recordPageView, rememberAnalyticsChoice } from '../../../src/analytics/page-analytics';

const store = (value: string | null) => ({ getItem: () => value });

describe('analytics choice per page view', () => {
  afterEach(() => localStorage.clear());
  it.each([
    [null, true],
    ['true', true],
    ['false', false],
  ])('stored %j → allowed %s (missing counts as allowed, SPEC §4)', (value, expected) => expect(analyticsAllowed(store(value))).toBe(expected));

  it('a page view reaches the sinks only while analytics is allowed, from the next view on', () => {
    const seen: string[] = [];
    const stop = addPageViewSink((v) => seen.push(v.path));
    expect(recordPageView('/a')).toBe(true);
    rememberAnalyticsChoice(false);
    expect(recordPageView('/b')).toBe(false);
    expect(document.documentElement.dataset.analytics).toBe('off');
    rememberAnalyticsChoice(true);
    recordPageView('/c');
    stop();
    expect(seen).toEqual(['/a', '/c']);
  });
});
