/**
 * Urdu words written as two or more (ای میل, ری چارج, ایس ایم ایس) are one word to the reader: a line break at
 * their space reads as two words ("ای / میل تبدیل کریں", issue 46). Every bundled Urdu text has these spaces made
 * non-breaking (U+00A0) as its catalogue is read (withLiterals), so the catalogues stay as typed. The glossary's
 * terms of several words are among them (tests/src/i18n/urdu-joins.test.ts).
 */
export const URDU_JOINED: readonly string[] = [
  'ای میل', 'ای سم', 'ری چارج', 'ایڈ آن', 'ایئر ٹائم', 'ایس ایم ایس', 'جی بی', 'ایم بی', 'پک اپ', 'پری پیڈ', 'پوسٹ پیڈ',
  'کیش بیک', 'وائی فائی', 'کیو آر', 'آن لائن', 'سائن ان', 'سائن آؤٹ', 'سائن اپ', 'لاگ ان', 'سم کارڈ نمبر', 'سم کارڈ',
  'پوسٹل کوڈ', 'پرومو کوڈ', 'کریڈٹ کارڈ', 'ایپ اسٹور', 'پاس ورڈ', 'آئی ڈی', 'ٹیکس سمیت',
];

const NBSP = '\u00a0';
// Longest first, so "سم کارڈ نمبر" is joined whole before "سم کارڈ"; a word is joined only where it stands alone
// (not inside a longer word: the letters either side are not Arabic-script letters).
const phrases = [...URDU_JOINED].sort((a, b) => b.length - a.length).map((p) => p.replace(/ /g, ' +'));
const JOINS = new RegExp(`(?<![\\u0600-\\u06FF])(?:${phrases.join('|')})(?![\\u0600-\\u06FF])`, 'g');
const ARABIC = /[\u0600-\u06FF]/;

/** The text with the spaces inside each joined Urdu word made non-breaking; other texts are returned as they are. */
export function joinUrduWords(text: string): string {
  return ARABIC.test(text) ? text.replace(JOINS, (phrase) => phrase.replace(/ +/g, NBSP)) : text;
}
