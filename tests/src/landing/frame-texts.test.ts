// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { en } from '../../../gateway/seed/locale-en';
import { ur } from '../../../gateway/seed/locale-ur';
import { landingMessages } from '../../../src/landing/landing-messages';
import { loginMessages } from '../../../src/screens/auth/login-messages';
import { matchRoute, modulesOf } from '../../../src/routes/match-route';

const seeds = { en, ur };

/** The sandbox's locale keys for a route's modules, as start-up fetches them (later modules win). */
function routeKeys(path: string, language: 'en' | 'ur'): Record<string, string> {
  const match = matchRoute(path);
  if (match.kind === 'redirect') throw new Error(`${path} redirects`);
  return Object.assign({}, ...modulesOf(match.route).map((m) => seeds[language][m] ?? {}));
}

/**
 * A frame is drawn with its bundled texts, and the gateway's keys replace them once start-up has them: a bundled
 * text that differs from the sandbox's would change on screen under the customer's eyes (the Urdu login heading
 * did: "لاگ اِن" sent, "لاگ ان کریں" drawn a moment later).
 */
describe("the frames' bundled texts are the sandbox's", () => {
  it.each([
    ['/web/login', loginMessages],
    ['/web/pre-checkout', landingMessages],
  ] as const)('%s', (path, bundled) => {
    for (const language of ['en', 'ur'] as const) {
      const keys = routeKeys(path, language);
      const differing = Object.entries(bundled[language]).filter(([id, text]) => id in keys && keys[id] !== text);
      expect(differing, language).toEqual([]);
    }
    // The comparison has something to compare: the login heading is among the sandbox's login keys.
    if (path === '/web/login') expect(routeKeys(path, 'ur').login_title).toBe(loginMessages.ur.login_title);
  });
});
