/** Types for the font tools scripts/urdu-font.ts and its test use (neither package ships its own). */
/** subset-font 2 (HarfBuzz's subsetter in WASM) ships no types: the one call scripts/urdu-font.ts makes. */
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'; keepFeatures?: string[]; preserveNameIds?: number[]; noLayoutClosure?: boolean },
  ): Promise<Buffer>;
}

/** fontverter 2 (WOFF2 to and from SFNT, wawoff2) ships no types: the one call tests/scripts/urdu-font.test.ts makes. */
declare module 'fontverter' {
  const fontverter: { convert(font: Buffer, to: 'sfnt' | 'woff' | 'woff2' | 'truetype'): Promise<Buffer> };
  export default fontverter;
}
