/**
 * The Urdu web font cut to the product's words (issue 47 part 2): Noto Nastaliq Urdu's regular face
 * (@fontsource/noto-nastaliq-urdu, its Arabic-script file) subset with HarfBuzz (subset-font, WASM) to the letters the
 * product writes in Urdu, plus every Urdu letter, digit and mark of punctuation, so a name or address typed in Urdu
 * is drawn in it too. Every layout feature is kept and HarfBuzz closes the subset over them, so each letter keeps all
 * its joined and stacked forms.
 *
 * `npm run font:urdu` writes the subset (URDU_FONT_FILE, committed). tests/scripts/urdu-font.test.ts fails when a
 * text of the product uses a letter the committed subset lacks, or when the subset shapes a text differently from the
 * whole font: run this script again then.
 *
 * "The product's words": every Arabic-script character in the app's sources (the catalogues in src/), in the
 * gateway's texts it serves (gateway/: its Urdu seeds gateway/seed/*-ur.ts, locale-ur.ts, the catalogue's names),
 * and in the journeys and field configuration.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

export const ROOT = join(import.meta.dirname, '..');
/** The whole regular face, as the package ships it (about 156 KiB). */
export const URDU_FONT_SOURCE = join(ROOT, 'node_modules/@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2');
/** The committed subset, which src/i18n/urdu-font.css loads. */
export const URDU_FONT_FILE = join(ROOT, 'src/i18n/fonts/noto-nastaliq-urdu-product-400.woff2');
/** Where the product's texts are read from (sources, seeds, journeys, fields). */
const TEXT_DIRS = ['src', 'gateway', 'journeys', 'fields'];
const TEXT_FILE = /\.(?:tsx?|json)$/;

/** The Arabic-script blocks an Urdu text is written in (letters, presentation forms). */
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/u;
const ARABIC_RUNS = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF](?:[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF\s.,:!?()«»0-9-]|\u200C|\u200D)*/gu;

/**
 * Always in the subset, used or not: the Urdu alphabet (with hamza forms, do-chashmi he, the nasal noon), its vowel
 * marks, the Arabic-Indic and Extended Arabic-Indic digits, the Arabic comma, semicolon, question mark, full stop
 * (۔), percent and thousands/decimal separators, the joiners, and the spaces (which the whole face maps too, so a
 * text's words are spaced as they were).
 */
export const ALWAYS =
  'ءآأؤإئابپتٹثجچحخدڈذرڑزژسشصضطظعغفقکگلمنںوہۂۃھیےۓ' +
  '\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652\u0654\u0655\u0656\u0658\u0670' +
  '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹' +
  '،؛؟۔٪٫٬' +
  '\u200C\u200D \u00A0';

async function textFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await textFiles(path)));
    else if (TEXT_FILE.test(entry.name)) out.push(path);
  }
  return out;
}

/** The product's Urdu texts: each run of Arabic script in its sources, with the file it is in. */
export async function urduTexts(root = ROOT): Promise<Array<{ file: string; text: string }>> {
  const texts: Array<{ file: string; text: string }> = [];
  for (const dir of TEXT_DIRS) {
    for (const file of await textFiles(join(root, dir))) {
      const source = await readFile(file, 'utf8');
      if (!ARABIC.test(source)) continue;
      for (const run of source.match(ARABIC_RUNS) ?? []) texts.push({ file: relative(root, file), text: run.trim() });
    }
  }
  return texts;
}

/** The characters the subset keeps: ALWAYS and every Arabic-script character of the product's texts. */
export async function urduCharacters(root = ROOT): Promise<string> {
  const chars = new Set(ALWAYS);
  for (const { text } of await urduTexts(root)) for (const ch of text) if (ARABIC.test(ch)) chars.add(ch);
  return [...chars].sort().join('');
}

/** The subset of the regular face for `chars`, as WOFF2. */
export async function subsetUrduFont(chars: string): Promise<Buffer> {
  const { default: subsetFont } = await import('subset-font');
  return subsetFont(await readFile(URDU_FONT_SOURCE), chars, { targetFormat: 'woff2' });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const chars = await urduCharacters();
  const font = await subsetUrduFont(chars);
  await writeFile(URDU_FONT_FILE, font);
  const whole = (await readFile(URDU_FONT_SOURCE)).length;
  console.log(`${relative(ROOT, URDU_FONT_FILE)}: ${[...chars].length} characters, ${(font.length / 1024).toFixed(1)} KiB (whole face ${(whole / 1024).toFixed(1)} KiB)`);
}
