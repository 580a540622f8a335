import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { withLiterals } from '../../../src/i18n/literal-messages';

const messages = {
  plain: 'Choose your plan',
  apostrophe: "Don't lose your number",
  escaped: "It''s here",
  argument: '{days} days',
  twoArguments: '© {year} Sitara, {days} days',
  quotedBrace: "Type '{name}' here",
  formatted: '{n, number} GB',
  plural: '{n, plural, one {# GB} other {# GB}}',
  tag: 'Read the <b>terms</b>',
  urdu: 'اپنا پلان منتخب کریں',
};

describe('plain messages as literal ASTs', () => {
  it('turns only plain texts into one literal; plurals, formats, tags and quoting stay strings', () => {
    const out = withLiterals(messages);
    expect(out.plain).toEqual([{ type: 0, value: 'Choose your plan' }]);
    expect(out.urdu).toEqual([{ type: 0, value: 'اپنا پلان منتخب کریں' }]);
    expect(out.apostrophe).toEqual([{ type: 0, value: "Don't lose your number" }]);
    for (const id of ['escaped', 'plural', 'tag', 'quotedBrace', 'formatted'] as const) expect(out[id], id).toBe(messages[id]);
  });

  it('reads simple arguments into literals and arguments', () => {
    const out = withLiterals(messages);
    expect(out.argument).toEqual([
      { type: 1, value: 'days' },
      { type: 0, value: ' days' },
    ]);
    expect(out.twoArguments).toEqual([
      { type: 0, value: '© ' },
      { type: 1, value: 'year' },
      { type: 0, value: ' Sitara, ' },
      { type: 1, value: 'days' },
      { type: 0, value: ' days' },
    ]);
  });

  it('formats every message exactly as the plain strings do', () => {
    const values = { days: 30, n: 5, year: 2026, name: 'x', b: (chunks: string[]) => `*${chunks.join('')}*` };
    const before = createIntl({ locale: 'en-PK', messages });
    const after = createIntl({ locale: 'en-PK', messages: withLiterals(messages) as Record<string, string> });
    for (const id of Object.keys(messages)) expect(after.formatMessage({ id }, values), id).toEqual(before.formatMessage({ id }, values));
  });

  it('answers the same object for the same messages, so providers keep their intl', () => {
    const once = withLiterals(messages);
    expect(withLiterals(messages)).toBe(once);
    expect(withLiterals(once)).toBe(once);
  });

});
