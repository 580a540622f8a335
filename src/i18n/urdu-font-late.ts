import fontUrl from './fonts/noto-nastaliq-urdu-product-400.woff2?url';
import { URDU_FONT_CLASS, URDU_FONT_COOKIE } from './urdu-font-names';

/**
 * When the Urdu web font is used (issue 47). urdu-font.css draws Urdu in Nastaliq only under `html.urdu-font`, so a
 * page without the class never asks for the font: a first Urdu visit paints its first screen with the system's
 * Arabic font and fetches nothing more (the font's 110 KiB had taken the first screen's bandwidth and put its LCP
 * 0.7 s after English's in Lighthouse's slow 4G). At the customer's first interaction the font is fetched, and a
 * cookie says the browser has it; from the customer's next move to another route (a click, whose redraw is not a
 * layout shift) the page has the class. A returning visitor's page has it from the start: the server puts it on
 * the sent frame's <html> by the cookie (scripts/app-server.ts) and urduFontAtStart on the others, before any
 * paint; the face is font-display: optional there, so a cache that lost the font still moves nothing.
 */
const FAMILY = 'Sitara Nastaliq';
const UNICODE_RANGE = 'U+0600-06FF,U+0750-077F,U+200C-200D,U+FB50-FDFF,U+FE70-FEFC';
let face: FontFace | undefined;
let loaded = false;

/** Before the first paint: the class for a browser that has had the font. */
export function urduFontAtStart(): void {
  if (new RegExp(`(?:^|;\\s*)${URDU_FONT_COOKIE}=1(?:;|$)`).test(document.cookie)) document.documentElement.classList.add(URDU_FONT_CLASS);
}

/** Fetches the font once (at the customer's first interaction on an Urdu page) and notes that the browser has it. */
export function warmUrduFont(): void {
  if (face || typeof FontFace === 'undefined') return;
  const next = new FontFace(FAMILY, `url(${fontUrl}) format('woff2')`, { display: 'swap', weight: '400', unicodeRange: UNICODE_RANGE });
  face = next;
  next.load().then(
    () => {
      loaded = true;
      document.cookie = `${URDU_FONT_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax`;
    },
    () => {
      face = undefined;
    },
  );
}

/**
 * As the app moves to another route in Urdu: Nastaliq from this screen on, if the font is in and the move is the
 * customer's (a click or a key just now; a redirect of the app's own would move what is on screen). The face joins
 * the page's fonts only then: where the stylesheet's optional face was too late for this page, it swaps in now.
 */
export function urduFontWithTheMove(): void {
  warmUrduFont();
  const byTheCustomer = (navigator as Navigator & { userActivation?: { isActive: boolean } }).userActivation?.isActive ?? false;
  if (!loaded || !face || !byTheCustomer) return;
  if (!document.fonts.has(face)) document.fonts.add(face);
  document.documentElement.classList.add(URDU_FONT_CLASS);
}
