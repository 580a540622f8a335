// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { IntlProvider, useIntl } from 'react-intl';
import { ScreenMessages, type AreaMessages } from '../../../src/i18n/screen-messages';

const area: AreaMessages = { en: { hello: 'Hello', shared: 'area text' }, ur: { hello: 'سلام', shared: 'area text ur' } };
const other: AreaMessages = { en: { bye: 'Bye' }, ur: { bye: 'خدا حافظ' } };

/** Renders areas under one outer provider; returns the formatter each one gave and the page's text. */
function draw(locale: string, outer: Record<string, string>, areas: AreaMessages[]) {
  const seen: ReturnType<typeof useIntl>[] = [];
  const Probe = ({ id }: { id: string }) => {
    const intl = useIntl();
    seen.push(intl);
    return <span>{intl.formatMessage({ id })}</span>;
  };
  const { container, unmount } = render(
    <IntlProvider locale={locale} messages={outer} onError={() => undefined}>
      {areas.map((a, i) => (
        <ScreenMessages key={i} messages={a}>
          <Probe id={Object.keys(a.en)[0]!} />
          <Probe id="shared" />
        </ScreenMessages>
      ))}
    </IntlProvider>,
  );
  const text = container.textContent;
  unmount();
  return { seen, text };
}

describe('ScreenMessages: an area formatter made once per outer one (issue 47)', () => {
  it('a page and a part over it with the same area share one formatter; another area has its own', () => {
    const outer = { shared: 'fetched text' };
    const { seen, text } = draw('en-PK', outer, [area, area, other]);
    expect(seen[0]).toBe(seen[2]);
    expect(seen[0]).not.toBe(seen[4]);
    // The outer (fetched) keys still win over the area's own.
    expect(text).toBe('Hellofetched textHellofetched textByefetched text');
  });

  it('the other language is its own formatter, with the area words of that language', () => {
    const en = draw('en-PK', {}, [area]);
    const ur = draw('ur-PK', {}, [area]);
    expect(ur.seen[0]).not.toBe(en.seen[0]);
    expect(ur.text).toBe('سلامarea text ur');
  });
});
