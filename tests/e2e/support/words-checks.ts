/**
 * Issue 30's checks on a page at 390 px (moved from tests/e2e/words-layout.e2e.ts; run on every address of the route
 * table by the shared route sweep, support/route-sweep.ts): the first heading or menu starts at least 8 px below the
 * header and 16 px from the screen's edge (one page margin), the header is one row; nothing is wider than the screen;
 * no snake_case key and no SCREAMING_CASE code is visible; and in Urdu every +92 number sits in a left-to-right
 * isolate. (No English word left in Urdu is layout-checks.ts's `englishLeft`, with the one allow-list in
 * urdu-allowed.ts.)
 */
import type { Page } from 'playwright-core';

export interface WordsFinding {
  lang: string;
  header: number;
  gap: number | null;
  side: number | null;
  overflow: number;
  keys: string[];
  reversed: string[];
}

/** What the browser sees on the page now (run in the page: everything it uses is defined inside it). */
export function inspectWords(): WordsFinding {
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
  return { lang: document.documentElement.lang, header: headerHeight, gap, side, overflow, keys, reversed };
}

/** Reads the page (at 390 px) and says what is wrong on it, each finding prefixed with its route, language and width. */
export async function wordsProblems(page: Page, at: { path: string; language: string; width: number }): Promise<string[]> {
  const f = await page.evaluate(inspectWords);
  const where = `${at.path} ${at.language} ${at.width}px`;
  const problems: string[] = [];
  if (f.lang !== at.language) problems.push(`${where}: the page is in "${f.lang}"`);
  if (f.header > 64) problems.push(`${where}: header ${f.header}px tall (more than one row)`);
  if (f.gap !== null && f.gap < 8) problems.push(`${where}: first heading/menu ${f.gap}px below the header`);
  // One page margin (--space-page-inline, 1rem): the first heading or menu starts 16 px from the screen's edge.
  if (f.side !== null && f.side !== 16) problems.push(`${where}: first heading/menu ${f.side}px from the screen's edge, not 16px`);
  if (f.overflow > 0) problems.push(`${where}: ${f.overflow}px wider than the screen`);
  if (f.keys.length) problems.push(`${where}: keys/codes ${f.keys.join(', ')}`);
  if (f.reversed.length) problems.push(`${where}: +92 not isolated ${f.reversed.join(', ')}`);
  return problems;
}
