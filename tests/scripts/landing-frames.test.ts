// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { frameLanguageOf, renderLandingFrames, withLandingFrame } from '../../scripts/landing-frames';
import { shellMessages } from '../../src/i18n/shell-messages';

const INDEX = '<!doctype html>\n<html lang="en" dir="ltr">\n<head></head><body><div id="root"></div></body></html>';

describe('landing frames (the first screen sent as HTML)', () => {
  it("renders the app's own landing placeholders in English and Urdu, with the texts the app shows", async () => {
    const frames = await renderLandingFrames(join(import.meta.dirname, '..', '..'));
    const { en, ur } = frames['/web/pre-checkout'] ?? { en: '', ur: '' };
    expect(en).toContain(`<h1 id="pre-checkout-title" tabindex="-1" class="page-title">${shellMessages.en.step_title_preCheckout}</h1>`);
    expect(ur).toContain(`>${shellMessages.ur.step_title_preCheckout}</h1>`);
    for (const [html, lang] of [[en, 'en'], [ur, 'ur']] as const) {
      expect(html.match(/class="plan-card plan-card-skeleton"/g)).toHaveLength(6);
      expect(html).toContain('<header class="site-header">');
      expect(html).toContain('<footer class="site-footer">');
      // The filters wait for plans, disabled, as in the app before its calls answer.
      expect(html.match(/<fieldset disabled="" class="choices/g)).toHaveLength(2);
      expect(html).toContain(shellMessages[lang].skip_to_content);
    }
  }, 120_000);

  it('fills #root and sets the document language and direction', () => {
    expect(withLandingFrame(INDEX, '<p>x</p>', 'ur')).toBe('<!doctype html>\n<html lang="ur" dir="rtl">\n<head></head><body><div id="root"><p>x</p></div></body></html>');
    expect(withLandingFrame(INDEX, '<p>$&</p>', 'en')).toContain('<div id="root"><p>$&</p></div>');
    expect(withLandingFrame(INDEX, undefined, 'ur')).toBe(INDEX);
    expect(() => withLandingFrame('<html><body></body></html>', '<p>x</p>', 'en')).toThrow(/root/);
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
