import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as library from 'react-intl';
import { IntlMessageFormat } from 'intl-messageformat';
import { parse } from '@formatjs/icu-messageformat-parser';
import * as lite from '../../../src/i18n/intl-lite';
import { verbatim } from '../../../src/i18n/literal-messages';

/**
 * src/i18n/intl-lite.tsx stands in for react-intl in the shipped build (vite.config.ts). Every message of every
 * catalogue is formatted by both in tests/src/i18n/precompiled-messages.test.ts; here the other calls the app makes,
 * with both, as the shipped build has them (no ICU parser), and the results and reported errors must be the same.
 */
const WHEN = new Date(Date.UTC(2025, 2, 5, 21, 30));
const messages = {
  plain: verbatim('Plain'),
  days: parse('{n, plural, =0 {none} one {# day} other {# days}} left'),
  offset: parse('{n, plural, offset:1 =0 {nobody} one {you} other {you and # others}}'),
  ordinal: parse('{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}'),
  kind: parse('{kind, select, sim {SIM} esim {eSIM} other {line}}'),
  terms: parse('Read the <b>terms of {name}</b> and <link>prices</link>.'),
  styled: parse('{n, number} · {n, number, percent} · {n, number, integer} · {d, date, short} · {d, date, long} · {d, time, short} · {d, date}'),
  urdu: parse('باقی: {days, plural, one {# دن} other {# دن}}'),
  unparsed: '{n, plural, one {# day} other {# days}}',
  unparsedPlain: 'Plain string',
} as unknown as Record<string, string>;

/** What both are called with here: the formatters as the stand-in types them (react-intl's overloads take them too). */
type Intl = Pick<lite.LiteIntl, 'formatNumber' | 'formatDate' | 'formatTime' | 'formatList'> & {
  // Messages come parsed by @formatjs's parser here (its element type, not the stand-in's narrower one).
  formatMessage: (d: { id: string; defaultMessage?: unknown }, v?: Record<string, unknown>) => unknown;
};

function both(locale: string) {
  const errors = { library: [] as string[], lite: [] as string[] };
  const config = (into: string[]) => ({ locale, defaultLocale: 'en-PK', timeZone: 'Asia/Karachi', messages, onError: (e: { code?: string }) => into.push(String(e.code)) });
  return {
    errors,
    library: library.createIntl(config(errors.library)) as unknown as Intl,
    lite: lite.createIntl(config(errors.lite)) as unknown as Intl,
  };
}

/** A call on both, without the ICU parser as in the shipped build; the markup of what each gives. */
function same(locale: string, call: (intl: Intl) => unknown): string {
  const parser = IntlMessageFormat.__parse;
  const { errors, library: a, lite: b } = both(locale);
  IntlMessageFormat.__parse = undefined;
  try {
    const markup = (intl: Intl) => renderToStaticMarkup(createElement('p', null, call(intl) as ReactNode));
    const expected = markup(a);
    expect(markup(b)).toBe(expected);
    expect(errors.lite).toEqual(errors.library);
    return expected;
  } finally {
    IntlMessageFormat.__parse = parser;
  }
}

describe('intl-lite gives what react-intl gives (the shipped build formats with it)', () => {
  it('plurals with =N, offsets and ordinals, selects, tags with elements, number and date styles, in both languages', () => {
    const tags = { b: (chunks: ReactNode[]) => createElement('b', null, ...chunks), link: (chunks: ReactNode[]) => createElement('a', { href: '/prices' }, ...chunks) };
    for (const locale of ['en-PK', 'ur-PK']) {
      for (const n of [0, 1, 2, 3, 5, 11, 21, 1234.5]) {
        same(locale, (intl) => intl.formatMessage({ id: 'days' }, { n }));
        same(locale, (intl) => intl.formatMessage({ id: 'offset' }, { n }));
        same(locale, (intl) => intl.formatMessage({ id: 'ordinal' }, { n }));
        same(locale, (intl) => intl.formatMessage({ id: 'urdu' }, { days: n }));
        same(locale, (intl) => intl.formatMessage({ id: 'styled' }, { n, d: WHEN }));
      }
      for (const kind of ['sim', 'esim', 'other', 'unknown']) same(locale, (intl) => intl.formatMessage({ id: 'kind' }, { kind }));
      expect(same(locale, (intl) => intl.formatMessage({ id: 'terms' }, { ...tags, name: createElement('i', null, 'Sitara') }))).toContain('<b>terms of <i>Sitara</i></b>');
      same(locale, (intl) => intl.formatMessage({ id: 'terms' }, { ...tags, name: 'Sitara' }));
      same(locale, (intl) => intl.formatMessage({ id: 'plain' }));
    }
  });

  it('missing messages, missing values, a tag without its function, strings the build cannot parse: same text, same errors', () => {
    expect(same('en-PK', (intl) => intl.formatMessage({ id: 'nowhere' }))).toBe('<p>nowhere</p>');
    same('ur-PK', (intl) => intl.formatMessage({ id: 'nowhere', defaultMessage: verbatim('Fallback') }));
    same('en-PK', (intl) => intl.formatMessage({ id: 'nowhere', defaultMessage: verbatim('Fallback') }));
    same('en-PK', (intl) => intl.formatMessage({ id: 'days' }));
    same('en-PK', (intl) => intl.formatMessage({ id: 'days' }, { m: 1 }));
    same('en-PK', (intl) => intl.formatMessage({ id: 'terms' }, { name: 'x', b: 'not a function', link: () => 'y' }));
    same('en-PK', (intl) => intl.formatMessage({ id: 'unparsed' }, { n: 2 }));
    same('en-PK', (intl) => intl.formatMessage({ id: 'unparsedPlain' }));
    same('en-PK', (intl) => intl.formatMessage({ id: 'days', defaultMessage: verbatim('Fallback') }));
  });

  it('numbers, dates and times (the provider’s time zone), lists of text and of elements', () => {
    for (const locale of ['en-PK', 'ur-PK']) {
      same(locale, (intl) => intl.formatNumber(1234.5));
      same(locale, (intl) => intl.formatNumber(0.25, { style: 'percent' }));
      same(locale, (intl) => intl.formatNumber(1234.5, { style: 'currency', currency: 'PKR', maximumFractionDigits: 0 }));
      same(locale, (intl) => intl.formatDate(WHEN));
      same(locale, (intl) => intl.formatDate(WHEN.getTime(), { weekday: 'long', day: 'numeric', month: 'long' }));
      same(locale, (intl) => intl.formatDate(WHEN.toISOString(), { timeZone: 'UTC', day: 'numeric', month: 'long' }));
      same(locale, (intl) => intl.formatTime(WHEN));
      same(locale, (intl) => intl.formatTime(WHEN, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));
      same(locale, (intl) => intl.formatList(['5 GB', '100 minutes', '50 SMS'], { type: 'conjunction' }));
      same(locale, (intl) => intl.formatList(['5 GB'], { type: 'conjunction' }));
      same(locale, (intl) => intl.formatList([], { type: 'conjunction' }));
      same(locale, (intl) => intl.formatList(['5 GB', createElement('b', { key: 'm' }, '100 minutes')], { type: 'conjunction' }));
    }
  });

  it('the components draw the same markup: FormattedMessage (with a function child), FormattedDate, FormattedNumber, nested providers', () => {
    const tree = (lib: typeof library | typeof lite) => {
      const { IntlProvider, RawIntlProvider, FormattedMessage, FormattedDate, FormattedNumber, createIntl, createIntlCache } = lib as typeof library;
      const inner = createIntl({ locale: 'ur-PK', messages: { ...messages, plain: verbatim('سادہ') } as never }, createIntlCache());
      return renderToStaticMarkup(
        createElement(
          IntlProvider,
          { locale: 'en-PK', defaultLocale: 'en-PK', timeZone: 'Asia/Karachi', messages: messages as never, onError: () => undefined },
          createElement(FormattedMessage, { id: 'days', values: { n: createElement(FormattedNumber, { value: 1234 }) } }),
          createElement(FormattedMessage, { id: 'kind', values: { kind: 'esim' } }, ((nodes: ReactNode[]) => createElement('em', null, ...nodes)) as never),
          createElement(FormattedDate, { value: Date.parse('2025-03-05T00:00:00Z'), timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }),
          createElement(RawIntlProvider, { value: inner }, createElement(FormattedMessage, { id: 'plain' })),
        ),
      );
    };
    const expected = tree(library);
    expect(expected).toContain('سادہ');
    expect(tree(lite)).toBe(expected);
  });

  it('useIntl outside a provider fails as react-intl does', () => {
    const Probe = () => createElement('p', null, String((lite.useIntl() as unknown as Intl).formatMessage({ id: 'plain' })));
    expect(() => renderToStaticMarkup(createElement(Probe))).toThrow(/IntlProvider/);
  });
});
