/** subset-font 2 (HarfBuzz's subsetter in WASM) ships no types: the one call scripts/urdu-font.ts makes. */
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'; keepFeatures?: string[]; preserveNameIds?: number[]; noLayoutClosure?: boolean },
  ): Promise<Buffer>;
}
