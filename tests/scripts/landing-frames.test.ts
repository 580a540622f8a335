// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { frameLanguageOf, hasUrduFontOf, renderLandingFrames, withLandingFrame, withPaintFirst } from '../../scripts/landing-frames';
import { shellMessages } from '../../src/i18n/shell-messages';
import { joinUrduWords } from '../../src/i18n/urdu-joins';

/** A text as the frame's HTML carries it: Urdu words written as two kept whole by a non-breaking space (&nbsp;). */
const asSent = (text: string | undefined) => joinUrduWords(text ?? '').replaceAll('\u00a0', '&nbsp;');
import { routeFrames } from '../../src/frames/route-frames';
import { matchRoute } from '../../src/routes/match-route';

const INDEX = '<!doctype html>\n<html lang="en" dir="ltr">\n<head></head><body><div id="root"></div></body></html>';
const LOADER = '/assets/paint-first-F.js';

describe('landing frames (the first screen sent as HTML)', () => {
  it("renders the app's own landing placeholders in English and Urdu, with the texts the app shows", async () => {
    const { frames } = await renderLandingFrames(join(import.meta.dirname, '..', '..'), { pages: () => false });
    const { en, ur } = frames['/web/pre-checkout'] ?? { en: '', ur: '' };
    expect(en).toContain(`<h1 id="pre-checkout-title" tabindex="-1" class="page-title">${shellMessages.en.step_title_preCheckout}</h1>`);
    expect(ur).toContain(`>${shellMessages.ur.step_title_preCheckout}</h1>`);
    for (const [html, lang] of [[en, 'en'], [ur, 'ur']] as const) {
      expect(html.match(/class="plan-card plan-card-skeleton"/g)).toHaveLength(6);
      expect(html).toContain('<header class="site-header">');
      expect(html).toContain('<footer class="site-footer">');
      // The filters wait for plans, disabled, as in the app before its calls answer.
      expect(html.match(/<fieldset disabled="" class="segmented/g)).toHaveLength(2);
      // Prepaid and All are the chosen filters, in the HTML itself (no script has run when it is painted).
      expect(html.match(/<input[^>]* checked="">/g)).toEqual(['<input type="radio" name="product-type" value="prepaid" checked="">', '<input type="radio" name="plan-filter" value="all" checked="">']);
      expect(html).toContain(shellMessages[lang].skip_to_content);
    }
  }, 120_000);

  it("renders every registry route's frame in both languages: its header (signed in or a visitor's), heading, lead and placeholders, no customer's data", async () => {
    const { frames } = await renderLandingFrames(join(import.meta.dirname, '..', '..'), { pages: () => false });
    expect(Object.keys(frames).sort()).toEqual(['/web/pre-checkout', ...Object.keys(routeFrames)].sort());
    for (const [path, frame] of Object.entries(routeFrames)) {
      for (const lang of ['en', 'ur'] as const) {
        const html = frames[path]?.[lang] ?? '';
        const texts = shellMessages[lang];
        expect(html, path).toMatch(new RegExp(`<h1 id="[^"]+" tabindex="-1" class="page-title">${asSent(texts[frame.titleId])}</h1><p class="lead">${asSent(texts[frame.leadId])}</p>`));
        // One placeholder a block (a plan block is the catalog's plan card placeholder).
        expect(html.match(/class="skeleton frame-|class="plan-card plan-card-skeleton"/g), path).toHaveLength(frame.blocks.length);
        // A signed-in route has the signed-in customer's header (the four tabs, the profile link to /profile), as
        // the app draws it; the login, a visitor's route, has the visitor's (the profile icon leads to sign-up).
        const match = matchRoute(path);
        if (match.kind === 'redirect' || !match.route.auth) {
          expect(html, path).not.toContain('class="tab-bar"');
          expect(html, path).toContain('href="/web/signup" class="profile-link"');
        } else {
          expect(html, path).toContain('class="tab-bar"><ul>');
          expect(html, path).toContain('href="/profile" class="profile-link"');
          expect(html, path).not.toContain('/web/signup');
        }
        expect(html, path).toContain(shellMessages[lang].loading);
        // Written in its own language only: no English word left in the Urdu frame's heading and lead.
        if (lang === 'ur') expect(`${texts[frame.titleId]} ${texts[frame.leadId]}`).not.toMatch(/[A-Za-z]/);
      }
    }
    // The landing (visitors) keeps the guest's header.
    expect(frames['/web/pre-checkout']?.en).not.toContain('class="tab-bar"');
  }, 120_000);

  it('fills #root, inert until the app takes it, sets the document language and direction, and paints nothing before #root is parsed', () => {
    expect(withLandingFrame(INDEX, '<p>x</p>', 'ur', { loader: LOADER })).toBe('<!doctype html>\n<html lang="ur" dir="rtl">\n<head>  <link rel="expect" href="#top" blocking="render">\n  </head><body><div id="root" data-frame-language="ur" inert><p>x</p></div></body></html>');
    expect(withLandingFrame(INDEX, '<p>$&</p>', 'en', { loader: LOADER })).toContain('<div id="root" data-frame-language="en" inert><p>$&</p></div>');
    expect(withLandingFrame(INDEX, undefined, 'ur', { loader: LOADER })).toBe(INDEX);
    // No frame preloads the Urdu font (issue 47); an Urdu frame for a browser that has had it is drawn in it.
    expect(withLandingFrame(INDEX, '<p>x</p>', 'ur', { loader: LOADER })).not.toContain('as="font"');
    expect(withLandingFrame(INDEX, '<p>x</p>', 'ur', { loader: LOADER, urduFont: true })).toContain('<html lang="ur" dir="rtl" class="urdu-font">');
    expect(withLandingFrame(INDEX, '<p>x</p>', 'en', { loader: LOADER, urduFont: true })).toContain('<html lang="en" dir="ltr">');
    expect(hasUrduFontOf('lang=ur; urdu_font=1')).toBe(true);
    expect(hasUrduFontOf('lang=ur; urdu_font=0')).toBe(false);
    expect(hasUrduFontOf(undefined)).toBe(false);
    expect(() => withLandingFrame('<html><body></body></html>', '<p>x</p>', 'en', { loader: LOADER })).toThrow(/root/);
  });

  it('starts the app after the first paint: entry and preloads move from the head to the loader', () => {
    const head = [
      '<script type="module" crossorigin src="/assets/index-A.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/compat-B.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-C.css">',
      '<link rel="modulepreload" crossorigin href="/assets/screen-D.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/screen-E.css">',
    ].join('\n    ');
    const html = withPaintFirst(`<html><head>\n    ${head}\n</head><body><div id="root"></div></body></html>`, LOADER);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('rel="preload"');
    // The page's own stylesheet stays: the frame needs it for its first paint.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C.css">');
    expect(html).toContain('<script defer src="/assets/paint-first-F.js" data-entry="/assets/index-A.js" data-preload="/assets/compat-B.js /assets/screen-D.js" data-style="/assets/screen-E.css" data-icu="/icu-warm.js"></script>');
    expect(withLandingFrame(`<html lang="en" dir="ltr"><head>${head}</head><body><div id="root"></div></body></html>`, '<p>x</p>', 'en', { loader: LOADER })).toContain('data-entry="/assets/index-A.js"');
    // An index without a module entry (a test's) is left as it is.
    expect(withPaintFirst(INDEX, LOADER)).toBe(INDEX);
  });

  it.each([
    [undefined, 'en'],
    ['lang=ur', 'ur'],
    ['a=1; lang=ur; b=2', 'ur'],
    ['lang=en', 'en'],
    ['lang=urdu', 'en'],
    ['xlang=ur', 'en'],
  ] as const)('reads the language from the cookie header %s as %s', (header, language) => {
    expect(frameLanguageOf(header)).toBe(language);
  });
});
