import type { Language } from '../i18n/shell-messages';
import { faqHelpHeading, faqMessages } from './faq-content';
import { FAQ_GROUPS, faqItemIds, type FaqGroupName } from './faq-groups';
import { infoText, type InfoSection } from './info-content';

/** One answer of the help pages, as the help search finds it: where it is, its question, its answer, its section. */
export interface HelpEntry {
  /** The anchor of the answer on the help page (`help-<section>-<question>`), the same in both languages. */
  anchor: string;
  question: string;
  answer: string;
  section: string;
}

/** The anchor of a help page question: its section's and its own place, so both languages share it. */
export const helpAnchor = (section: number, question: number): string => `help-${section + 1}-${question + 1}`;

/**
 * The purchase's FAQ (src/shell/faq-content.ts, the blocks on the purchase's steps) as one help section: every enabled
 * group's questions in the purchase's order, a question two groups share (the promo code) once. Its answers live on
 * the journey's steps, which cannot be opened out of their journey, so the help page carries them too (issue 46).
 */
export function purchaseFaqSection(language: Language): InfoSection {
  const words = faqMessages[language];
  const groups = (Object.keys(FAQ_GROUPS) as FaqGroupName[]).filter((g) => FAQ_GROUPS[g].enabled);
  const items = groups.flatMap(faqItemIds).map((ids) => ({ q: words[ids.question] ?? '', a: words[ids.answer] ?? '' }));
  return { heading: faqHelpHeading[language], questions: items.filter((item, i) => item.q !== '' && items.findIndex((o) => o.q === item.q) === i) };
}

/** The help page's sections: its own (src/shell/info-content.ts), then the purchase's FAQ. */
export function helpSections(language: Language): readonly InfoSection[] {
  return [...infoText('help', language).sections, purchaseFaqSection(language)];
}

/** Every question and answer the help page serves, in a language: what the help search looks through. */
export function helpEntries(language: Language): HelpEntry[] {
  return helpSections(language).flatMap((section, s) =>
    (section.questions ?? []).map((item, q) => ({ anchor: helpAnchor(s, q), question: item.q, answer: item.a, section: section.heading })),
  );
}

// Urdu short vowels and other marks (zer, zabar, pesh, tashdeed, the superscript alef) are written or left out at
// will, and tatweel only stretches a letter: a search must not depend on them.
const MARKS = /[\u064B-\u065F\u0670\u0640]/g;

/** Text as the search compares it: lower case, without Urdu marks, punctuation as spaces, Arabic and Urdu yeh/kaf as one. */
export function searchForm(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(MARKS, '')
    .replace(/[\u064A\u0649]/g, '\u06CC')
    .replace(/\u0643/g, '\u06A9')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The longest query the search reads; anything longer is cut (a pasted paragraph still finds something). */
export const MAX_QUERY_LENGTH = 100;

/**
 * The answers matching a query: each word of the query (two letters or more, or any number) must appear in the
 * question, answer or section; answers whose question holds more of the words come first, then in page order.
 * An empty query finds nothing.
 * @example searchHelp(helpEntries('en'), 'activate sim')[0].question // 'How do I activate my new SIM?'
 */
export function searchHelp(entries: readonly HelpEntry[], query: string): HelpEntry[] {
  const words = searchForm(query.slice(0, MAX_QUERY_LENGTH))
    .split(' ')
    .filter((w) => w.length > 1 || /\p{N}/u.test(w));
  if (!words.length) return [];
  return entries
    .map((entry, order) => {
      const question = searchForm(entry.question);
      const all = `${question} ${searchForm(entry.answer)} ${searchForm(entry.section)}`;
      if (!words.every((w) => all.includes(w))) return undefined;
      return { entry, order, rank: words.filter((w) => question.includes(w)).length };
    })
    .filter((m) => m !== undefined)
    .sort((a, b) => b.rank - a.rank || a.order - b.order)
    .map((m) => m.entry);
}
