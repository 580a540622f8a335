// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { formatText } from '../../../src/i18n/rich-text';
import { withLiterals } from '../../../src/i18n/literal-messages';

const messages = {
  plain: 'Choose your plan',
  days: '{days} days',
  copyright: '© {year} Sitara Mobile',
  choose: 'Choose {name}',
  plural: '{n, plural, one {# GB} other {# GB}}',
  urdu: '{days} دن',
};

const intlOf = () => createIntl({ locale: 'en-PK', messages: withLiterals(messages) as Record<string, string>, onError: () => undefined });
const html = (node: React.ReactNode) => render(<p>{node}</p>).container.innerHTML;

describe('formatText: simple texts put together without the ICU formatter', () => {
  it('gives the same text as intl.formatMessage for strings and numbers', () => {
    const intl = intlOf();
    const values = { days: 30, year: 2026, name: 'Sitara 30', n: 5 };
    for (const id of Object.keys(messages)) expect(formatText(intl, id, values), id).toEqual(intl.formatMessage({ id }, values));
  });

  it('keeps element values as elements, drawn as FormattedMessage draws them', () => {
    const intl = intlOf();
    const year = <bdi dir="ltr">2026</bdi>;
    expect(html(formatText(intl, 'copyright', { year }))).toBe('<p>© <bdi dir="ltr">2026</bdi> Sitara Mobile</p>');
    expect(html(formatText(intl, 'copyright', { year }))).toBe(html(intl.formatMessage({ id: 'copyright' }, { year })));
  });

  it('leaves a missing value, a plural and an unknown id to intl.formatMessage', () => {
    const intl = intlOf();
    const spy = vi.spyOn(intl, 'formatMessage');
    formatText(intl, 'days', {});
    formatText(intl, 'plural', { n: 1 });
    expect(formatText(intl, 'nope')).toBe('nope');
    expect(spy).toHaveBeenCalledTimes(3);
    expect(formatText(intl, 'days', { days: 7 })).toBe('7 days');
    expect(spy).toHaveBeenCalledTimes(3);
  });
});
