import { describe, expect, it } from 'vitest';
import { helpEntries, MAX_QUERY_LENGTH, searchForm, searchHelp } from '../../../src/shell/help-index';
import { infoText } from '../../../src/shell/info-content';
import { faqHelpHeading, faqMessages } from '../../../src/shell/faq-content';
import { FAQ_GROUPS, faqItemIds, type FaqGroupName } from '../../../src/shell/faq-groups';

// Expectations come from the help page's own text (info-content.ts) and the purchase's FAQ (faq-content.ts), never
// from a copy of them here.
const faqQuestions = (language: 'en' | 'ur') =>
  (Object.keys(FAQ_GROUPS) as FaqGroupName[]).filter((g) => FAQ_GROUPS[g].enabled).flatMap(faqItemIds).map((ids) => faqMessages[language][ids.question]!);
const questions = (language: 'en' | 'ur') => [...infoText('help', language).sections.flatMap((s) => s.questions ?? []).map((q) => q.q), ...new Set(faqQuestions(language))];

describe('help search over the help pages (issue 46 part 6)', () => {
  it.each(['en', 'ur'] as const)('%s: every question the help page serves is an entry, with an anchor shared by both languages', (language) => {
    const entries = helpEntries(language);
    expect(entries.map((e) => e.question)).toEqual(questions(language));
    expect(entries.map((e) => e.anchor)).toEqual(helpEntries('en').map((e) => e.anchor));
    expect(new Set(entries.map((e) => e.anchor)).size).toBe(entries.length);
  });

  it.each(['en', 'ur'] as const)('%s: the purchase FAQ is searched too (issue 46): each of its answers found by its words, under its own heading', (language) => {
    const entries = helpEntries(language);
    for (const ids of (Object.keys(FAQ_GROUPS) as FaqGroupName[]).filter((g) => FAQ_GROUPS[g].enabled).flatMap(faqItemIds)) {
      const found = searchHelp(entries, faqMessages[language][ids.answer]!);
      expect(found[0]?.question, ids.answer).toBe(faqMessages[language][ids.question]);
      expect(found[0]?.section).toBe(faqHelpHeading[language]);
    }
    // A question two groups share (the promo code, prepaid and postpaid) is one result, not two.
    const promo = searchHelp(entries, faqMessages[language].faq_order_summary_prepaid_q3!);
    expect(promo.filter((e) => e.question === faqMessages[language].faq_order_summary_prepaid_q3)).toHaveLength(1);
  });

  it.each(['en', 'ur'] as const)('%s: each question found by its own words, first', (language) => {
    const entries = helpEntries(language);
    for (const entry of entries) expect(searchHelp(entries, entry.question)[0]?.anchor, entry.question).toBe(entry.anchor);
  });

  it.each(['en', 'ur'] as const)('%s: a word only in an answer finds that answer', (language) => {
    const entries = helpEntries(language);
    for (const entry of entries) {
      const others = entries.filter((e) => e !== entry).map((e) => searchForm(`${e.question} ${e.answer} ${e.section}`)).join(' ');
      const own = searchForm(entry.answer).split(' ').find((w) => w.length > 3 && !others.includes(w));
      if (!own) continue;
      expect(searchHelp(entries, own).map((e) => e.anchor), own).toEqual([entry.anchor]);
    }
  });

  it.each([
    { name: 'empty', query: '' },
    { name: 'spaces and punctuation', query: '  ?!  ' },
    { name: 'a word in no answer', query: 'zebra' },
    { name: 'markup', query: '<script>alert(1)</script>' },
    { name: 'a regular expression', query: '.*(' },
  ])('$name finds nothing and does not throw', ({ query }) => {
    expect(searchHelp(helpEntries('en'), query)).toEqual([]);
  });

  it('case, Urdu marks and Arabic letter forms do not matter; a very long query is cut, not refused', () => {
    const entries = helpEntries('ur');
    const first = entries[0]!;
    const word = searchForm(first.question).split(' ').find((w) => w.length > 2)!;
    // A zer after the first letter and the Arabic yeh for the Urdu one: the same word to a reader.
    const marked = `${word[0]}\u0650${word.slice(1)}`.replace(/\u06CC/g, '\u064A');
    expect(searchHelp(entries, marked).map((e) => e.anchor)).toContain(first.anchor);
    const en = helpEntries('en');
    expect(searchHelp(en, en[0]!.question.toUpperCase())[0]?.anchor).toBe(en[0]!.anchor);
    expect(() => searchHelp(en, 'sim '.repeat(10_000))).not.toThrow();
    // Words past the limit are not read: a word found nowhere does not empty the results.
    expect(searchHelp(en, `${en[0]!.question}${' '.repeat(MAX_QUERY_LENGTH)}zebra`)[0]?.anchor).toBe(en[0]!.anchor);
  });
});
