/**
 * Issue 30 "Done when": every SPEC §2 route at 390 px, in English and in Urdu, for a signed-in customer with an
 * Active line and a loyalty membership. On each page: the first heading or menu starts at least 8 px below the
 * header and 16 px from the screen's edge (one page margin), the header is one row; nothing is wider than the screen; no snake_case key and no SCREAMING_CASE code is visible; and in
 * Urdu every +92 number sits in a left-to-right isolate. (No English word left in Urdu is checked on every route at
 * both widths by tests/e2e/all-routes-layout.e2e.ts and wizard-steps-layout.e2e.ts, with the one allow-list in
 * support/urdu-allowed.ts.)
 * One browser, one signed-in context: each language is one walk through the table, which starts with a page load in
 * that language and then moves from route to route inside the app (see `openInApp` in support/route-visits.ts).
 */
import { describe, expect, it } from 'vitest';
import { stackForFile } from './support/harness';
import { memberWithLine, openInApp, routeVisits } from './support/route-visits';

const stack = stackForFile();

interface Finding {
  header: number;
  gap: number | null;
  side: number | null;
  overflow: number;
  keys: string[];
  reversed: string[];
}

/** What the browser sees on the page now (run in the page). */
function inspect(): Finding {
  const header = document.querySelector('.site-header');
  const main = document.querySelector('main');
  const first = main?.querySelector('h1, h2, nav, [role="navigation"]');
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  let gap: number | null = null;
  let side: number | null = null;
  if (header && first && visible(first)) gap = Math.round(first.getBoundingClientRect().top - header.getBoundingClientRect().bottom);
  if (first && visible(first)) {
    const r = first.getBoundingClientRect();
    side = Math.round(document.documentElement.dir === 'rtl' ? document.documentElement.clientWidth - r.right : r.left);
  }
  const headerHeight = header ? Math.round(header.getBoundingClientRect().height) : 0;
  const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth;
  // Visible text only: text nodes whose element is rendered (not hidden, not a script), words as shown.
  const texts: Array<{ text: string; node: Text }> = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!el || el.closest('script, style, noscript, template, [hidden], [aria-hidden="true"], .visually-hidden, .sr-only, input, textarea')) continue;
    const style = getComputedStyle(el);
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    if (!n.textContent?.trim()) continue;
    texts.push({ text: n.textContent, node: n as Text });
  }
  const all = texts.map((t) => t.text).join(' ');
  // snake_case keys, SCREAMING_CASE codes, and catalogue codes of three or more parts (LP-DATA-2GB, BOOST-DATA-DOUBLE).
  const keys = [
    ...new Set([
      ...(all.match(/\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g) ?? []),
      ...(all.match(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g) ?? []),
      ...(all.match(/\b[A-Z][A-Z0-9]+(?:-[A-Z0-9]+){2,}\b/g) ?? []),
    ]),
  ];
  const rtl = document.documentElement.dir === 'rtl';
  // A +92 number is isolated when an ancestor within its paragraph says dir=ltr, is a <bdi>, or it is wrapped in LRI/FSI … PDI.
  const reversed: string[] = [];
  if (rtl) {
    for (const { text, node } of texts) {
      for (const m of text.matchAll(/\+?92[\d\s-]{8,}/g)) {
        const before = text.slice(0, m.index);
        const marked = /[\u2066\u2068][^\u2069]*$/.test(before);
        const el = node.parentElement!;
        const isolated = marked || !!el.closest('bdi, [dir="ltr"]') || getComputedStyle(el).direction === 'ltr';
        if (!isolated) reversed.push(m[0].trim());
      }
    }
  }
  return { header: headerHeight, gap, side, overflow, keys, reversed };
}

describe('every route, both languages, as a signed-in customer with a line and a membership (390 px)', () => {
  it('spacing, width, keys and +92 direction', async () => {
    const c = await memberWithLine(stack.gatewayUrl);
    const page = await stack.page();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${stack.app.url}/profile?auth_token=${c.token}`);
    await page.waitForURL((u) => !u.search.includes('auth_token'));
    const problems: string[] = [];
    const opened = { app: 0, load: 0 };
    for (const language of ['en', 'ur'] as const) {
      await page.evaluate((lang) => localStorage.setItem('language', lang), language);
      // The language is read at start-up: each walk starts with a page load in its language.
      await page.goto(`${stack.app.url}/profile`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      for (const path of routeVisits(c.orderRef)) {
        opened[await openInApp(page, stack.app.url, path)] += 1;
        expect(await page.evaluate(() => document.documentElement.lang), `${language} ${path}`).toBe(language);
        const f = await page.evaluate(inspect);
        const at = `${language} ${path}`;
        if (f.header > 64) problems.push(`${at}: header ${f.header}px tall (more than one row)`);
        if (f.gap !== null && f.gap < 8) problems.push(`${at}: first heading/menu ${f.gap}px below the header`);
        // One page margin (--space-page-inline, 1rem): the first heading or menu starts 16 px from the screen's edge.
        if (f.side !== null && f.side !== 16) problems.push(`${at}: first heading/menu ${f.side}px from the screen's edge, not 16px`);
        if (f.overflow > 0) problems.push(`${at}: ${f.overflow}px wider than the screen`);
        if (f.keys.length) problems.push(`${at}: keys/codes ${f.keys.join(', ')}`);
        if (f.reversed.length) problems.push(`${at}: +92 not isolated ${f.reversed.join(', ')}`);
      }
    }
    console.log(problems.join('\n'), `opened in the app ${opened.app}, by address ${opened.load}`);
    expect(problems).toEqual([]);
  }, 600_000);
});
