import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import * as hb from 'harfbuzzjs';
import fontverter from 'fontverter';
import { ALWAYS, URDU_FONT_FILE, URDU_FONT_SOURCE, urduCharacters, urduTexts } from '../../scripts/urdu-font';

// The committed Urdu font subset (scripts/urdu-font.ts) holds every letter the product writes in Urdu and draws each
// of the product's Urdu texts exactly as the whole face does. When a catalogue, a seed or a journey gains a letter
// the subset lacks, this fails: run `npm run font:urdu` and commit the font.

/** A HarfBuzz font of a WOFF2 file. */
async function fontOf(path: string): Promise<hb.Font> {
  const sfnt = await fontverter.convert(await readFile(path), 'sfnt');
  return new hb.Font(new hb.Face(new hb.Blob(sfnt)));
}

/** The text shaped right to left, as each glyph's advance, offsets, cluster and whether it is the missing glyph. */
function shaped(font: hb.Font, text: string): string {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const positions = buffer.getGlyphPositions();
  return buffer
    .getGlyphInfos()
    .map((g, i) => `${g.codepoint === 0 ? 'NOTDEF' : 'g'}@${g.cluster}:${positions[i]!.xAdvance},${positions[i]!.xOffset},${positions[i]!.yOffset}`)
    .join(' ');
}

describe('the Urdu font subset', () => {
  it("maps every character of the product's Urdu texts, and every Urdu letter, digit and mark", async () => {
    const subset = await fontOf(URDU_FONT_FILE);
    const mapped = new Set(subset.face.collectUnicodes());
    const wanted = await urduCharacters();
    // The texts are read: the catalogues in Urdu are among them.
    expect((await urduTexts()).some((t) => t.file === 'src/i18n/shell-messages-ur.ts')).toBe(true);
    const missing = [...wanted].filter((ch) => !mapped.has(ch.codePointAt(0)!) && !/[\u200C\u200D]/.test(ch));
    expect(missing.map((ch) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase()} ${ch}`)).toEqual([]);
    for (const ch of ALWAYS.replace(/[\u200C\u200D]/g, '')) expect(mapped.has(ch.codePointAt(0)!), ch).toBe(true);
  });

  it("shapes each of the product's Urdu texts as the whole face does (every joined and stacked form kept)", async () => {
    const subset = await fontOf(URDU_FONT_FILE);
    const whole = await fontOf(URDU_FONT_SOURCE);
    const texts = [...new Set((await urduTexts()).map((t) => t.text))];
    expect(texts.length).toBeGreaterThan(500);
    const differ = texts.filter((text) => shaped(subset, text) !== shaped(whole, text));
    expect(differ).toEqual([]);
    // A shaped text does say when a letter is missing: a letter the subset was not cut for comes out as NOTDEF.
    expect(shaped(subset, 'ݐ')).toContain('NOTDEF');
  });

  it('is much smaller than the whole face', async () => {
    const [subset, whole] = await Promise.all([readFile(URDU_FONT_FILE), readFile(URDU_FONT_SOURCE)]);
    expect(subset.length).toBeLessThan(whole.length * 0.8);
  });
});
