import { joinUrduWords } from '../../../src/i18n/urdu-joins';

/**
 * A catalogue's texts as the app shows them: Urdu words written as two or more kept whole by a non-breaking space
 * (src/i18n/urdu-joins.ts, applied as the app reads a catalogue). Compare a page's exact text with these, not with
 * the catalogue as typed.
 */
export function shownWords<T extends Readonly<Record<string, string>>>(catalogue: T): T {
  return Object.fromEntries(Object.entries(catalogue).map(([id, text]) => [id, joinUrduWords(text)])) as unknown as T;
}
