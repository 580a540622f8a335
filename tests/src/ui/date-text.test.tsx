// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { DateText } from '../../../src/ui/date-text';
import { FormatContext } from '../../../src/i18n/format-context';
import { DEFAULT_FORMAT, type FormatSettings } from '../../../src/i18n/format';

afterEach(cleanup);

// 20:30 UTC on 4 March is 01:30 on 5 March in Karachi: the day shown is the config's time zone's.
const LATE_ON_THE_4TH_UTC = Date.UTC(2025, 2, 4, 20, 30);

function shown(value: Date | number | string, locale: 'en-PK' | 'ur-PK', settings: FormatSettings = DEFAULT_FORMAT, withTime = false) {
  const { container } = render(
    <IntlProvider locale={locale} messages={{}}>
      <FormatContext.Provider value={settings}>
        <DateText value={value} withTime={withTime} />
      </FormatContext.Provider>
    </IntlProvider>,
  );
  return container.querySelector('time');
}

describe('DateText: one way of writing an instant on every page', () => {
  it("writes the config's date style in its time zone, and keeps the exact instant machine-readable", () => {
    const time = shown(LATE_ON_THE_4TH_UTC, 'en-PK');
    expect(time?.textContent).toBe('05-Mar-2025');
    expect(time?.getAttribute('datetime')).toBe('2025-03-04T20:30:00.000Z');
    // An ISO string from the server reads the same.
    expect(shown(new Date(LATE_ON_THE_4TH_UTC).toISOString(), 'en-PK')?.textContent).toBe('05-Mar-2025');
  });

  it('follows a config that asks for another style or zone', () => {
    expect(shown(LATE_ON_THE_4TH_UTC, 'en-PK', { ...DEFAULT_FORMAT, dateStyle: 'long', timeZone: 'UTC' })?.textContent).toBe('4 March 2025');
    expect(shown(LATE_ON_THE_4TH_UTC, 'en-PK', DEFAULT_FORMAT, true)?.textContent?.replace(/\s/g, ' ')).toBe('05-Mar-2025, 1:30 am');
  });

  it('in Urdu: Urdu month names and Latin digits', () => {
    const text = shown(LATE_ON_THE_4TH_UTC, 'ur-PK')?.textContent ?? '';
    expect(text).toMatch(/مارچ/);
    expect(text).toMatch(/2025/);
    expect(text).not.toMatch(/[\u06F0-\u06F9\u0660-\u0669]/);
  });

  it('shows nothing for a value that is not a date', () => {
    expect(shown('not a date', 'en-PK')).toBeNull();
  });
});
