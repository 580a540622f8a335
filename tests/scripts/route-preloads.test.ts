import { describe, expect, it } from 'vitest';
import { ROUTE_WORDS_MODULES, routePreloadsOf, shellWordsOf, withRouteWords, withRoutePreloads, withWords } from '../../scripts/route-preloads';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], css: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  isEntry,
  moduleIds,
  imports,
  viteMetadata: { importedCss: new Set(css) },
});

describe('route preloads (build step)', () => {
  const chunks = [
    chunk('assets/index-1.js', ['/r/src/main.tsx'], ['assets/compat-1.js'], ['assets/index-1.css'], true),
    chunk('assets/compat-1.js', ['/r/node_modules/preact/compat.js']),
    chunk('assets/screen-1.js', ['/r/src/screen.tsx', '/r/src/screen-parts.tsx'], ['assets/parts-1.js', 'assets/compat-1.js'], ['assets/screen-1.css']),
    chunk('assets/parts-1.js', ['/r/src/parts.tsx'], ['assets/deep-1.js'], ['assets/parts-1.css']),
    chunk('assets/deep-1.js', ['/r/src/deep.ts']),
    chunk('assets/other-1.js', ['/r/src/other.tsx']),
  ];

  it("lists a route's chunks with their static imports and styles, less what the entry loads already", () => {
    expect(routePreloadsOf(chunks, '/r', { '/web/x': ['src/screen-parts.tsx'] })).toEqual({
      '/web/x': { scripts: ['/assets/deep-1.js', '/assets/parts-1.js', '/assets/screen-1.js'], styles: ['/assets/parts-1.css', '/assets/screen-1.css'] },
    });
  });

  it('fails the build when a listed module is in no chunk (a renamed file is noticed, not silently unpreloaded)', () => {
    expect(() => routePreloadsOf(chunks, '/r', { '/web/x': ['src/renamed.tsx'] })).toThrow(/no chunk for \/r\/src\/renamed.tsx/);
  });

  it("finds each language's words file, and puts the visitor's first in a route's preloads", () => {
    const built = [...chunks, chunk('assets/shell-messages-en-1.js', ['/r/src/i18n/shell-messages-en.ts']), chunk('assets/shell-messages-ur-1.js', ['/r/src/i18n/shell-messages-ur.ts'], ['assets/compat-1.js'])];
    const words = shellWordsOf(built, '/r');
    expect(words).toEqual({ en: ['/assets/shell-messages-en-1.js'], ur: ['/assets/shell-messages-ur-1.js'] });
    expect(withWords({ scripts: ['/assets/screen-1.js'], styles: ['/assets/screen-1.css'] }, words.ur)).toEqual({ scripts: ['/assets/shell-messages-ur-1.js', '/assets/screen-1.js'], styles: ['/assets/screen-1.css'] });
    expect(withWords(undefined, words.en)).toEqual({ scripts: ['/assets/shell-messages-en-1.js'], styles: [] });
    expect(withWords(undefined, undefined)).toBeUndefined();
    expect(() => shellWordsOf(chunks, '/r')).toThrow(/no chunk for \/r\/src\/i18n\/shell-messages-en.ts/);
  });

  it("a route's own words (ROUTE_WORDS_MODULES): found per language, and only the visitor's preloaded", () => {
    const [route, modules] = Object.entries(ROUTE_WORDS_MODULES)[0]!;
    const built = [...chunks, ...Object.entries(modules).map(([language, [module]]) => chunk(`assets/words-${language}-1.js`, [`/r/${module}`]))];
    const preloads = withRouteWords(built, '/r', { [route]: { scripts: ['/assets/screen-1.js'], styles: [] } });
    expect(preloads[route]?.words).toEqual({ en: ['/assets/words-en-1.js'], ur: ['/assets/words-ur-1.js'] });
    expect(withWords(preloads[route], ['/assets/shell-ur-1.js'], 'ur')?.scripts).toEqual(['/assets/shell-ur-1.js', '/assets/words-ur-1.js', '/assets/screen-1.js']);
    expect(withWords(preloads[route], undefined, 'en')?.scripts).toEqual(['/assets/words-en-1.js', '/assets/screen-1.js']);
    expect(() => withRouteWords(chunks, '/r', {})).toThrow(/no chunk for/);
  });

  it('writes stylesheets, then module preloads, before </head>; a route without preloads keeps its HTML', () => {
    const html = '<html><head><title>t</title></head><body></body></html>';
    const out = withRoutePreloads(html, { scripts: ['/assets/a.js'], styles: ['/assets/a.css'] });
    expect(out.indexOf('rel="preload" as="style" crossorigin href="/assets/a.css"')).toBeLessThan(out.indexOf('rel="modulepreload" crossorigin href="/assets/a.js"'));
    expect(out.indexOf('/assets/a.js')).toBeLessThan(out.indexOf('</head>'));
    expect(withRoutePreloads(html, undefined)).toBe(html);
  });
});
