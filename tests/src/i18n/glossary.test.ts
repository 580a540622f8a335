import { describe, expect, it } from 'vitest';
import { GLOSSARY } from '../../../src/i18n/glossary';
import { en as shellEn } from '../../../src/i18n/shell-messages-en';
import { ur as shellUr } from '../../../src/i18n/shell-messages-ur';
import { en as gatewayEn } from '../../../gateway/seed/locale-en';
import { ur as gatewayUr } from '../../../gateway/seed/locale-ur';
import { CATALOG_NAMES_UR } from '../../../gateway/seed/catalog-names-ur';
import * as loyaltySeed from '../../../gateway/seed/loyalty-seed';
import { OUTBOX_WORDS } from '../../../gateway/seed/outbox-words';
import { infoText, type InfoDoc } from '../../../src/shell/info-content';

/**
 * Every catalogue follows the glossary (src/i18n/glossary.ts): the app's bundled catalogues (found by file name, as
 * the catalogue test finds them), the shell's texts, the gateway's locale keys, its Urdu names of the catalogue, the
 * rewards' names and descriptions and the messages it sends (codes by email and SMS), and the help pages.
 */
const files = import.meta.glob<Record<string, unknown>>(['../../../src/**/messages.ts', '../../../src/**/*-messages.ts', '../../../src/**/status-words.ts', '../../../src/**/request-names.ts'], { eager: true });

interface Pair {
  readonly where: string;
  readonly en: string;
  readonly ur: string;
}
const isCatalogue = (v: unknown): v is { en: Record<string, string>; ur: Record<string, string> } =>
  typeof v === 'object' && v !== null && typeof (v as { en?: unknown }).en === 'object' && typeof (v as { ur?: unknown }).ur === 'object';
const pairsOf = (where: string, en: Record<string, string>, ur: Record<string, string>): Pair[] =>
  Object.keys(en).map((key) => ({ where: `${where} ${key}`, en: String(en[key]), ur: String(ur[key] ?? '') }));

/** Every `{ en: string, ur: string }` inside a seed (names, descriptions), however deep. */
function bilingualTexts(where: string, value: unknown, found: Pair[] = []): Pair[] {
  if (Array.isArray(value)) value.forEach((v, i) => bilingualTexts(`${where}[${i}]`, v, found));
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.en === 'string' && typeof o.ur === 'string') found.push({ where, en: o.en, ur: o.ur });
    else for (const [k, v] of Object.entries(o)) bilingualTexts(`${where}.${k}`, v, found);
  }
  return found;
}

/** The strings of two parallel trees (the help pages' English and Urdu), paired by their place. */
function parallelTexts(where: string, en: unknown, ur: unknown, found: Pair[] = []): Pair[] {
  if (typeof en === 'string') found.push({ where, en, ur: typeof ur === 'string' ? ur : '' });
  else if (en && typeof en === 'object') for (const [k, v] of Object.entries(en)) parallelTexts(`${where}.${k}`, v, (ur as Record<string, unknown> | undefined)?.[k], found);
  return found;
}
const INFO_DOCS: readonly InfoDoc[] = ['help', 'terms', 'privacy', 'contact'];

const pairs: Pair[] = [
  ...Object.entries(files).flatMap(([file, exports]) =>
    Object.entries(exports).flatMap(([name, value]) => (isCatalogue(value) ? pairsOf(`${file.replace('../../../', '')} ${name}`, value.en, value.ur) : [])),
  ),
  ...pairsOf('shell', shellEn, shellUr),
  ...Object.entries(gatewayEn).flatMap(([module, texts]) => pairsOf(`gateway locale ${module}`, texts, gatewayUr[module] ?? {})),
  ...Object.entries(CATALOG_NAMES_UR).map(([en, ur]) => ({ where: `gateway catalogue name "${en}"`, en, ur })),
  ...bilingualTexts('gateway loyalty seed', loyaltySeed),
  ...bilingualTexts('gateway outbox words', OUTBOX_WORDS),
  ...INFO_DOCS.flatMap((doc) => parallelTexts(`help pages ${doc}`, infoText(doc, 'en'), infoText(doc, 'ur'))),
];

/** Placeholders and ICU arguments are not words a customer reads. */
const words = (text: string) => text.replace(/\{[^{}]*\}/g, ' ');

describe('the glossary', () => {
  it('reads the catalogues (app, shell, gateway seeds)', () => {
    for (const where of ['checkout/messages.ts', 'shell ', 'gateway locale ', 'gateway catalogue name', 'gateway loyalty seed', 'gateway outbox words', 'help pages help']) {
      expect(pairs.some((p) => p.where.includes(where)), where).toBe(true);
    }
  });

  it('names each term once in each language', () => {
    expect(new Set(GLOSSARY.map((t) => t.en)).size).toBe(GLOSSARY.length);
    expect(new Set(GLOSSARY.map((t) => t.ur)).size).toBe(GLOSSARY.length);
    for (const term of GLOSSARY) {
      expect(term.enFind.test(term.en), term.en).toBe(true);
      expect(term.urAvoid.some((w) => term.ur.includes(w)), term.ur).toBe(false);
    }
  });

  it('money in a text is written as the formatter writes it: "Rs 1,499", never "Rs. 1,499" or "Rs -150"', () => {
    const found = pairs.flatMap((p) => [p.en, p.ur].filter((t) => /\bRs\.\s?\d|\bRs\s?-\s?\d|-\s?Rs\b/.test(t)).map((t) => `${p.where}: ${t}`));
    expect(found).toEqual([]);
  });

  it.each(GLOSSARY.map((t) => [t.en, t] as const))('%s: no English catalogue uses a word the glossary avoids', (_en, term) => {
    const found = pairs.filter((p) => term.enAvoid.some((re) => re.test(words(p.en)))).map((p) => `${p.where}: ${p.en}`);
    expect(found).toEqual([]);
  });

  it.each(GLOSSARY.map((t) => [t.en, t] as const))('%s: Urdu uses the glossary word, never a synonym', (_en, term) => {
    const synonyms = pairs.filter((p) => term.urAvoid.some((w) => words(p.ur).includes(w))).map((p) => `${p.where}: ${p.ur}`);
    expect(synonyms).toEqual([]);
    const other = pairs.filter((p) => term.enFind.test(words(p.en)) && !words(p.ur).includes(term.ur)).map((p) => `${p.where}: ${p.en} | ${p.ur}`);
    expect(other).toEqual([]);
  });
});
