import { describe, expect, it } from 'vitest';
import { joinUrduWords, URDU_JOINED } from '../../../src/i18n/urdu-joins';
import { withLiterals } from '../../../src/i18n/literal-messages';
import { GLOSSARY } from '../../../src/i18n/glossary';

const NBSP = '\u00a0';

describe('Urdu words of several written words stay whole on a line', () => {
  it.each([
    { name: 'email in a sentence', text: 'ای میل تبدیل کریں', expected: `ای${NBSP}میل تبدیل کریں` },
    { name: 'the longest phrase first', text: 'سم کارڈ نمبر لکھیں', expected: `سم${NBSP}کارڈ${NBSP}نمبر لکھیں` },
    { name: 'three written words', text: '500 ایس ایم ایس', expected: `500 ایس${NBSP}ایم${NBSP}ایس` },
    { name: 'not inside a longer word', text: 'بای میل', expected: 'بای میل' },
    { name: 'English is left alone', text: 'Change email', expected: 'Change email' },
  ])('$name', ({ text, expected }) => expect(joinUrduWords(text)).toBe(expected));

  it('every glossary term of several words is joined', () => {
    const several = GLOSSARY.map((t) => t.ur).filter((w) => w.includes(' '));
    expect(several.length).toBeGreaterThan(0);
    for (const word of several) expect(URDU_JOINED, word).toContain(word);
  });

  it('catalogue texts reach the page joined, arguments kept', () => {
    const messages = withLiterals({ a: 'اپنی ای میل {email} پر دیکھیں', b: 'Recharge' });
    expect(JSON.stringify(messages.a)).toContain(`ای${NBSP}میل`);
    expect(JSON.stringify(messages.a)).toContain('"value":"email"');
    expect(messages.b).toEqual([{ type: 0, value: 'Recharge' }]);
  });
});
