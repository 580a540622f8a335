// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { en } from '../../../gateway/seed/locale-en';
import { ur } from '../../../gateway/seed/locale-ur';
import { shellMessages } from '../../../src/i18n/shell-messages';
import { routeFrames } from '../../../src/frames/route-frames';
import { landingMessages } from '../../../src/landing/landing-messages';
import { matchRoute, modulesOf } from '../../../src/routes/match-route';

const seeds = { en, ur };

/** The sandbox's locale keys for a route's modules, as start-up fetches them (later modules win). */
function routeKeys(path: string, language: 'en' | 'ur'): Record<string, string> {
  const match = matchRoute(path);
  if (match.kind === 'redirect') throw new Error(`${path} redirects`);
  return Object.assign({}, ...modulesOf(match.route).map((m) => (seeds[language] as Record<string, Record<string, string>>)[m] ?? {}));
}

/**
 * A frame is drawn with its bundled texts, and the gateway's keys replace them once start-up has them: a bundled
 * text that differs from the sandbox's would change on screen under the customer's eyes (the Urdu login heading
 * once did).
 */
describe("the frames' bundled texts", () => {
  /** A registry frame's bundled texts: its heading and lead, from the shell's texts. */
  const frameTexts = (path: string) => {
    const frame = routeFrames[path];
    const pick = (language: 'en' | 'ur') => Object.fromEntries([frame?.titleId ?? '', frame?.leadId ?? ''].map((id) => [id, shellMessages[language][id] ?? '']));
    return { en: pick('en'), ur: pick('ur') };
  };
  it.each([['/web/pre-checkout', landingMessages] as const, ...Object.keys(routeFrames).map((path) => [path, frameTexts(path)] as const)])('%s: the sandbox has the same words', (path, bundled) => {
    for (const language of ['en', 'ur'] as const) {
      const keys = routeKeys(path, language);
      const differing = Object.entries(bundled[language]).filter(([id, text]) => id in keys && keys[id] !== text);
      expect(differing, language).toEqual([]);
    }
  });

  it('every frame names shell texts that exist in both languages', () => {
    for (const [path, frame] of Object.entries(routeFrames)) {
      for (const id of [frame.titleId, frame.leadId]) {
        expect(shellMessages.en[id], `${path} ${id}`).toBeTruthy();
        expect(shellMessages.ur[id], `${path} ${id}`).toBeTruthy();
      }
    }
  });
});
