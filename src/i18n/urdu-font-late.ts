import fontUrl from './fonts/noto-nastaliq-urdu-product-400.woff2?url';

/**
 * The Urdu font for a page that painted without it (issue 47). The stylesheet's face is font-display: optional
 * (urdu-font.css): a visit whose font came too late keeps the fallback for the whole page, so nothing painted moves.
 * On the customer's next move to another route, a click that redraws the page anyway, this face (the same file, in
 * the cache by then) is added with display swap, and the app's Urdu is in Nastaliq from there on. Where the
 * stylesheet's face was in time, adding the same face changes nothing drawn.
 */
const UNICODE_RANGE = 'U+0600-06FF,U+0750-077F,U+200C-200D,U+FB50-FDFF,U+FE70-FEFC';
/** How soon after the move the face may be added: a shift within 500 ms of an input is the input's, not a layout shift. */
const WITH_THE_MOVE_MS = 400;
let late: FontFace | undefined;

/** Called as the app moves to another route in Urdu: adds the font if it is in before the move's redraw is done. */
export function urduFontWithTheMove(): void {
  if (typeof FontFace === 'undefined' || (late && document.fonts.has(late))) return;
  late ??= new FontFace('Noto Nastaliq Urdu', `url(${fontUrl}) format('woff2')`, { display: 'swap', weight: '400', unicodeRange: UNICODE_RANGE });
  const face = late;
  const movedAt = performance.now();
  face.load().then(
    () => {
      if (performance.now() - movedAt <= WITH_THE_MOVE_MS && !document.fonts.has(face)) document.fonts.add(face);
    },
    () => undefined,
  );
}
