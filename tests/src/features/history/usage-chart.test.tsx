// @vitest-environment jsdom
/** Issue 44 part 2: the usage chart's bars and the days the gateway keeps them by. */
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { UsageChart, type UsageDay } from '../../../../src/features/history/usage-chart';
import { usageMessages } from '../../../../src/features/history/usage-messages';
import { dateOf, dayCuts, dayOf, PKT_OFFSET_MS } from '../../../../gateway/lines/usage-days';

const DAY = 24 * 3600 * 1000;
const days: UsageDay[] = Array.from({ length: 30 }, (_, i) => ({ date: `2026-11-${String(i + 1).padStart(2, '0')}`, dataMb: i * 10, minutes: i % 3, sms: i === 29 ? 7 : 0 }));

function chart(lang: 'en' | 'ur', metric: 'dataMb' | 'sms') {
  const { container } = render(
    <IntlProvider locale={lang === 'ur' ? 'ur-PK' : 'en-PK'} messages={usageMessages[lang]}>
      <UsageChart days={days} metric={metric} label="X" dayLabel={(d) => d.slice(5)} rtl={lang === 'ur'} />
    </IntlProvider>,
  );
  const bars = [...container.querySelectorAll('rect')].map((r) => ({ date: r.getAttribute('data-date'), value: Number(r.getAttribute('data-value')), x: Number(r.getAttribute('x')), h: Number(r.getAttribute('height')) }));
  return { svg: container.querySelector('svg')!, bars };
}

describe('the usage chart (plain SVG)', () => {
  it('draws a bar per day, as tall as its share of the highest day, each with its own day and value', () => {
    const { bars } = chart('en', 'dataMb');
    expect(bars.map((b) => b.date)).toEqual(days.map((d) => d.date));
    expect(bars.map((b) => b.value)).toEqual(days.map((d) => d.dataMb));
    const tallest = Math.max(...bars.map((b) => b.h));
    expect(bars[29]!.h).toBe(tallest);
    expect(bars[0]!.h).toBe(0);
    expect(bars[15]!.h).toBeCloseTo((tallest * 150) / 290, 0);
  });

  it('runs in the reading direction: left to right in English, right to left in Urdu', () => {
    const en = chart('en', 'sms').bars;
    const ur = chart('ur', 'sms').bars;
    expect(en[0]!.x).toBeLessThan(en[29]!.x);
    expect(ur[0]!.x).toBeGreaterThan(ur[29]!.x);
    expect(ur[0]!.x).toBeCloseTo(en[29]!.x, 5);
  });

  it('is one image named by its title and description, in the page\'s language with Latin digits', () => {
    const { svg } = chart('ur', 'dataMb');
    expect(svg.getAttribute('role')).toBe('img');
    const [title, desc] = svg.getAttribute('aria-labelledby')!.split(' ').map((id) => svg.querySelector(`[id="${id}"]`)!.textContent!);
    expect(title).toContain('پچھلے 30 دن');
    expect(desc).toContain('290');
    expect(desc).not.toMatch(/[A-Za-z]{3}/);
  });
});

describe('the days usage is kept by (gateway/lines/usage-days.ts)', () => {
  it('are Pakistan\'s calendar days: midnight in Karachi is 19:00 UTC the day before', () => {
    const karachiMidnight = Date.UTC(2026, 10, 29) - PKT_OFFSET_MS;
    expect(dayOf(karachiMidnight)).toBe(karachiMidnight);
    expect(dayOf(karachiMidnight - 1)).toBe(karachiMidnight - DAY);
    expect(dayOf(karachiMidnight + DAY - 1)).toBe(karachiMidnight);
    expect(dateOf(karachiMidnight)).toBe('2026-11-29');
    expect(dateOf(karachiMidnight - DAY)).toBe('2026-11-28');
  });

  it('cut a stretch of time at each midnight inside it, never at its ends', () => {
    const m = Date.UTC(2026, 10, 29) - PKT_OFFSET_MS;
    expect(dayCuts(m - 5, m + 5)).toEqual([m]);
    expect(dayCuts(m, m + DAY)).toEqual([]);
    expect(dayCuts(m + 1, m + 2 * DAY + 1)).toEqual([m + DAY, m + 2 * DAY]);
    expect(dayCuts(m + 1, m + 2)).toEqual([]);
  });
});
