/**
 * Digits as the gateway reads them: the Arabic-Indic (U+0660-0669) and the Extended Arabic-Indic digits (U+06F0-06F9)
 * an Urdu keyboard types become 0-9; everything else is kept as typed.
 * @example latinDigits('۷۵۶۰۰') // '75600'
 */
export function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) & 0xf));
}
