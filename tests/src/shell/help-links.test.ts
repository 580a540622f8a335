import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { webfrontSettings } from '../../../gateway/seed/config-seed';
import { safeDestination } from '../../../src/config/safe-destination';
import { HELP_PATH } from '../../../src/shell/help-paths';

/**
 * Issue 46 part 6: help stays inside the product. Every absolute address written in the app, the gateway's served
 * texts and seed, and the journeys' words is read here; none may be a help, support or FAQ site (the product's own
 * /help answers those), and the help-centre setting the gateway serves is the product's help route.
 */
const ROOTS = ['src', 'gateway/seed', 'gateway/content', 'journeys'];
const TEXT = /\.(ts|tsx|json|html|css)$/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : TEXT.test(name) ? [path] : [];
  });
}

const HELPISH = /help|support|faq|zendesk|freshdesk|helpdesk|knowledge/i;

describe('help links stay inside the product', () => {
  const addresses = ROOTS.flatMap(files).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/https?:\/\/[^\s'"`)<>]+/g)].map((m) => ({ file: relative('.', file), url: m[0] })),
  );

  it('the sources hold absolute addresses (the grep reads something)', () => {
    expect(addresses.length).toBeGreaterThan(0);
  });

  it('no absolute address leads to a help, support or FAQ site', () => {
    expect(addresses.filter((a) => HELPISH.test(a.url)).map((a) => `${a.file}: ${a.url}`)).toEqual([]);
  });

  it('the help-centre setting the gateway serves is the product’s own help route, a path the app accepts', () => {
    expect(webfrontSettings.helpCentreUrl).toBe(HELP_PATH);
    expect(safeDestination(webfrontSettings.helpCentreUrl, [])).toBe(HELP_PATH);
  });
});
