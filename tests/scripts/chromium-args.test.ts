import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES, UNSEEN_WINDOW_FEATURES } from '../../scripts/chromium-args';

/** The features the installed playwright-core disables at every Chromium launch, read from its source. */
function playwrightDisabledFeatures(): string[] {
  const root = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  const source = readFileSync(join(root, 'lib', 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(source)?.[1];
  if (!list) throw new Error('playwright-core no longer lists its disabled features where this test reads them: read its launch arguments again');
  return [...list.matchAll(/^\s*"([A-Za-z0-9]+)"/gm)].map((m) => m[1]!);
}

describe('the headless Chromium command line (scripts/chromium-args.ts)', () => {
  it('keeps every feature Playwright disables, since its --disable-features replaces or joins Playwright’s', () => {
    const theirs = playwrightDisabledFeatures();
    expect(theirs.length).toBeGreaterThan(5);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(theirs));
  });

  it('disables the unseen window’s popups in the one --disable-features it passes', () => {
    const flags = CHROMIUM_ARGS.filter((a) => a.startsWith('--disable-features='));
    expect(flags).toHaveLength(1);
    const disabled = flags[0]!.slice('--disable-features='.length).split(',');
    expect(disabled).toEqual(expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_WINDOW_FEATURES]));
  });
});
