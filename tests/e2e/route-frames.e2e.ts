import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { stackForFile } from './support/harness';
import { customerWithLine } from './support/customer-with-line';
import { callGateway } from './support/gateway-calls';
import { interactUntilUrduFont } from './support/urdu-font';
import { shellMessages } from '../../src/i18n/shell-messages';
import { routeFrames } from '../../src/frames/route-frames';
import { matchRoute } from '../../src/routes/match-route';
import { homeMessages } from '../../src/features/profile/home-messages';
import { TABS } from '../../src/shell/header-rules';
import { shownWords } from './support/shown-words';
import { pageFrames } from './support/page-frames';
import { PROGRESS_HINT_COOKIE } from '../../src/journey/progress-hint';
import type { SentFrames } from '../../scripts/landing-frames';
import { routeVisits } from './support/route-visits';
import { routeTable } from '../../src/routes/route-table';

/** The empty home's heading in the language. */
const noLineTitle = (lang: 'en' | 'ur') => homeMessages[lang].home_none_title;

// The signed-in routes' first screens sent as HTML (issue 31; src/frames/route-frames.tsx): the heading and lead are
// in the page before any script runs, in the visitor's language, and the page fills in under them without moving
// them, never showing a spinner or an empty page first.

const stack = stackForFile();
const ROUTES = Object.entries(routeFrames);
const authOf = (path: string) => {
  const match = matchRoute(path);
  return match.kind !== 'redirect' && match.route.auth;
};
/** The routes that need a signed-in customer; the others (the login) are a visitor's. */
const SIGNED_IN = ROUTES.filter(([path]) => authOf(path));

/**
 * Records, from the first frame the browser draws: the h1's and the lead's boxes and texts then, whether a spinner
 * or an empty #root was ever drawn, and the layout shifts (not caused by input).
 */
async function watchFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Box = { text: string; top: number; left: number; width: number; height: number };
    const w = window as unknown as { __first?: { h1?: Box; lead?: Box }; __spinner: boolean; __empty: boolean; __shift: number; __shifts: string[]; __lcp?: string; __lcpEmptyHome?: boolean; __drawnAt?: number; __lcpAfterDrawn: string[]; __frameLcp?: number };
    w.__spinner = false;
    w.__lcpAfterDrawn = [];
    w.__empty = false;
    w.__shift = 0;
    w.__shifts = [];
    const box = (selector: string): Box | undefined => {
      const el = document.querySelector(selector);
      if (!el) return undefined;
      const r = el.getBoundingClientRect();
      return { text: el.textContent ?? '', top: r.top, left: r.left, width: r.width, height: r.height };
    };
    requestAnimationFrame(() => (w.__first = { h1: box('#root h1'), lead: box('#root h1 + p.lead') }));
    // Emptied, not yet parsed: on a loaded machine the parser can yield between #root and its first child, and the
    // observer then saw a root the page had not drawn yet (a failure of 1 in 2-3 whole runs, never a painted one).
    let filledOnce = false;
    const check = () => {
      const root = document.getElementById('root');
      if (!root) return;
      if (root.querySelector('.spinner')) w.__spinner = true;
      if (root.firstChild) filledOnce = true;
      else if (filledOnce) w.__empty = true;
      // When the app's page first stood in place of the sent frame and its kept copy (src/frames/kept-frame.tsx).
      if (w.__drawnAt === undefined && !root.hasAttribute('inert') && root.querySelector('main') && !root.querySelector('.kept-frame')) w.__drawnAt = performance.now();
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean; sources?: Array<{ node?: Element }> }>) {
        if (entry.hadRecentInput) continue;
        w.__shift += entry.value;
        // Each source named with whether it is a part of the frame (the header, the h1, the lead) or inside one.
        const named = (node?: Node) => (node instanceof Element ? `${node.closest('.site-header, .loyalty-nav, main h1, main p.lead') ? 'FRAME ' : ''}${node.tagName}.${node.className} ${node.getAttribute('href') ?? ''}` : '?');
        w.__shifts.push(`${entry.value.toFixed(4)} ${(entry.sources ?? []).map((s) => named(s.node)).join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // The largest contentful paint so far, as the element's tag, class and text when it was painted.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ element?: Element | null }>) {
        const el = entry.element;
        if (el) w.__lcp = `${el.tagName}.${el.className} ${el.textContent ?? ''}`;
        // Whether the largest paint so far is the empty home's (profile-lines.tsx NoLineYet), which comes after the
        // lines' answer; a detached element (the frame's, replaced) is not.
        if (el) w.__lcpEmptyHome = el.closest('.line-card-empty') !== null;
        // A largest paint after the page stood in place of its frame: something the page drew (with its data, or
        // in a loading state unlike its frame) is larger than anything the frame had, and Lighthouse's LCP waits for it.
        const at = (entry as unknown as { startTime: number }).startTime;
        // (An entry naming no element is one the page removed again, leaving the route: nothing to compare.)
        const size = (entry as unknown as { size: number }).size;
        if (w.__drawnAt === undefined || at <= w.__drawnAt) w.__frameLcp = size;
        else if (el) w.__lcpAfterDrawn.push(`${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${String(el.className).replace(/ /g, '.')} "${(el.textContent ?? el.getAttribute('src') ?? '').slice(0, 50)}" at ${Math.round(at)} ms (drawn ${Math.round(w.__drawnAt)}), ${size} px² against the frame's ${w.__frameLcp ?? 0}`);
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * An Urdu visitor's browser as a returning one has it: it has been here before and interacted, so the Urdu web font
 * is in its cache and its cookie says so (src/i18n/urdu-font-late.ts): the server then sends the frame drawn in it.
 */
async function warmUrdu(page: Page): Promise<void> {
  await page.goto(`${stack.app.url}/web/login`);
  await page.locator('#root:not([inert]) main h1').waitFor();
  await interactUntilUrduFont(page);
}

/**
 * A page whose visitor reads `lang`: an Urdu one has the saved language and the `lang` cookie the server reads, as a
 * returning visitor has, and the Urdu font cached (warmUrdu); the frame's first paint and shifts are recorded.
 */
async function framePage(lang: 'en' | 'ur'): Promise<Page> {
  const page = await stack.page();
  if (lang === 'ur') {
    await page.addInitScript(() => localStorage.setItem('language', 'ur'));
    await page.context().addCookies([{ name: 'lang', value: 'ur', url: stack.app.url }]);
    await warmUrdu(page);
  }
  await watchFrame(page);
  return page;
}

/** Waits until the page has replaced every placeholder (its own and the frame's) with its data. */
const filled = (page: Page) => page.waitForFunction(() => document.querySelector('#root:not([inert]) main h1') !== null && document.querySelector('main [aria-busy="true"], main .skeleton') === null, undefined, { timeout: 20_000 });

/** The fonts the browser draws the page's h1 with (CDP CSS.getPlatformFontsForNode), by family name. */
async function headingFonts(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'main h1' });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((f) => f.familyName);
  } finally {
    await cdp.detach();
  }
}

const boxOf = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const el = document.querySelector(s)!;
    const r = el.getBoundingClientRect();
    return { text: el.textContent ?? '', top: r.top, left: r.left, width: r.width, height: r.height };
  }, selector);

describe('routes sent with their frame (signed-in routes and the login)', () => {
  it('come with their heading and lead as HTML in the chosen language, before any script runs', async () => {
    const page = await stack.page();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
    for (const lang of ['en', 'ur'] as const) {
      if (lang === 'ur') await page.context().addCookies([{ name: 'lang', value: 'ur', url: stack.app.url }]);
      for (const [path, frame] of ROUTES) {
        await page.goto(`${stack.app.url}${path}?auth_token=not-yet-read`);
        const t = shownWords(shellMessages[lang]);
        expect(await page.getByRole('heading', { level: 1 }).textContent(), `${path} ${lang}`).toBe(t[frame.titleId]);
        expect(await page.locator('main p.lead').textContent(), `${path} ${lang}`).toBe(t[frame.leadId]);
        expect(await page.evaluate(() => document.documentElement.dir), path).toBe(lang === 'ur' ? 'rtl' : 'ltr');
        // The signed-in header on a signed-in route (a visitor's on the login), and no customer's data: the frame
        // is the same for everyone.
        expect(await page.locator('.tab-bar a').count(), path).toBe(authOf(path) ? TABS.length : 0);
        expect(await page.locator('main [class^="skeleton frame-"], main .plan-card-skeleton').count(), path).toBe(frame.blocks.length);
        expect(await page.locator('#root[inert]').count(), path).toBe(1);
      }
    }
    await page.close();
  });

  for (const lang of ['en', 'ur'] as const) {
    it(`${lang}: fills in under the heading and lead without moving them, by the hand-off and with a stored session, at 390 and 1280 px`, async () => {
      const c = await customerWithLine(stack);
      const page = await framePage(lang);
      const t = shownWords(shellMessages[lang]);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        // /profile by the auth_token hand-off (as the native app opens it), then each route with the stored session.
        const visits = [`/profile?auth_token=${c.token}`, ...SIGNED_IN.map(([path]) => path)];
        for (const visit of visits) {
          const path = visit.split('?')[0]!;
          const frame = routeFrames[path]!;
          await page.goto(`${stack.app.url}${visit}`);
          await filled(page);
          const seen = await page.evaluate(() => {
            const w = window as unknown as { __first?: { h1?: unknown; lead?: unknown }; __spinner: boolean; __empty: boolean; __shift: number; __shifts: string[] };
            return { first: w.__first, spinner: w.__spinner, empty: w.__empty, shift: w.__shift, shifts: w.__shifts };
          });
          const where = `${visit.replace(c.token, 'TOKEN')} ${lang} ${width}px`;
          // The first frame drawn had the sent heading and lead; the filled page has them in the same place.
          expect(seen.first?.h1, where).toEqual(await boxOf(page, 'main h1'));
          expect(seen.first?.lead, where).toEqual(await boxOf(page, 'main h1 + p.lead'));
          expect((await boxOf(page, 'main h1')).text, where).toBe(t[frame.titleId]);
          expect(seen.spinner, where).toBe(false);
          expect(seen.empty, where).toBe(false);
          // Nothing of the frame moved (the header, the heading, the lead, or a node gone since, as the frame's are
          // once the page replaces them). The page's own parts may still shift as their data comes in (an order
          // card's link: 0.0155 seen in Urdu at 390 px), which is the page's to fix.
          expect(seen.shifts.filter((s) => s.includes('FRAME') || /(?:^\S+ | \| )\?(?: \||$)/.test(s)), where).toEqual([]);
        }
      }
      await page.close();
    });
  }
  for (const lang of ['en', 'ur'] as const) {
    it(`${lang}: the home of a customer with no line yet takes the line card's place: nothing moves (CLS ≤ 0.01), at 390 and 1280 px`, async () => {
      // Signed up, no order: the lines come back empty, and the empty home (profile-lines.tsx NoLineYet) replaces the
      // frame's and the page's line-card placeholders (issue 47: 0.338 when a sentence replaced the 40rem block).
      const token = await stack.signUp();
      const page = await framePage(lang);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        for (const visit of [`/profile?auth_token=${token}`, '/profile']) {
          await page.goto(`${stack.app.url}${visit}`);
          await page.waitForURL((u) => u.pathname === '/profile' && !u.search.includes('auth_token'));
          await filled(page);
          await page.locator('main .line-card-empty').waitFor();
          // Whatever may still come in (the recent orders, the requests, the details) has been drawn.
          await page.waitForLoadState('networkidle');
          const seen = await page.evaluate(() => {
            const w = window as unknown as { __shift: number; __shifts: string[]; __spinner: boolean; __lcp?: string; __lcpEmptyHome?: boolean };
            return { shift: w.__shift, shifts: w.__shifts, spinner: w.__spinner, lcp: w.__lcp, lcpEmptyHome: w.__lcpEmptyHome };
          });
          const where = `${visit.replace(token, 'TOKEN')} ${lang} ${width}px ${seen.shifts.join(' ; ')}`;
          expect(await page.getByRole('heading', { level: 3, name: noLineTitle(lang) }).count(), where).toBe(1);
          expect(seen.spinner, where).toBe(false);
          expect(seen.shift, where).toBeLessThanOrEqual(0.01);
          // Nothing the empty home draws (after the lines' answer) is larger than what came before it: the LCP stays
          // an early paint (the frame's lead), as for a customer with a line (issue 47: 2.7 s in Lighthouse when the
          // empty home's sentence was the largest text).
          expect(seen.lcpEmptyHome, `${where} LCP ${seen.lcp}`).not.toBe(true);
        }
      }
      await page.close();
    });
  }

  it('ur, first visit: the first screen asks for no web font; the font comes after an interaction and is used from the next move, nothing moving, at 390 and 1280 px', async () => {
    // An Urdu visitor (the saved language and the cookie) whose browser has not had the font: the frame is painted
    // in the system's fonts and the web font is not fetched for it (src/i18n/urdu-font-late.ts).
    for (const width of [390, 1280]) {
      for (const path of ['/web/login', '/loyalty']) {
        const page = await stack.page();
        await page.addInitScript(() => localStorage.setItem('language', 'ur'));
        await page.context().addCookies([{ name: 'lang', value: 'ur', url: stack.app.url }]);
        const fonts: string[] = [];
        page.on('request', (r) => {
          if (/\.woff2$/.test(r.url())) fonts.push(r.url());
        });
        await watchFrame(page);
        await page.setViewportSize({ width, height: 844 });
        await page.goto(`${stack.app.url}${path}`);
        await page.locator('#root:not([inert]) main h1').waitFor();
        await page.waitForLoadState('networkidle');
        const where = `${path} ur first visit ${width}px`;
        expect(fonts, where).toEqual([]);
        // The first interaction fetches it; the page keeps the fonts it was painted in.
        await interactUntilUrduFont(page, where);
        await expect.poll(() => fonts.length, { message: where }).toBeGreaterThan(0);
        expect(await headingFonts(page), where).not.toContain('Noto Nastaliq Urdu');
        const seen = await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
        expect(seen.reduce((sum, s) => sum + Number(s.split(' ')[0]), 0), `${where} ${seen.join(' ; ')}`).toBeLessThanOrEqual(0.01);
        // The customer's next move in the app (the login's link to sign up, loyalty's link to its tiers) draws the
        // next screen in Nastaliq.
        await page.locator(path === '/web/login' ? 'main a[href*="/web/signup"]' : '.loyalty-nav a[href="/loyalty/tier-benefits"]').first().click();
        await page.waitForURL((u) => u.pathname !== path);
        await expect.poll(() => headingFonts(page), { timeout: 10_000, message: where }).toContain('Noto Nastaliq Urdu');
        await page.close();
      }
    }
  });

  for (const lang of ['en', 'ur'] as const) {
    it(`${lang}: the login page fills in its form under the sent heading and intro, at 390 and 1280 px`, async () => {
      const page = await framePage(lang);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(`${stack.app.url}/web/login`);
        // The form is the page's: its field takes typing once the app is there.
        await page.locator('#root:not([inert]) #login-identifier:not([disabled])').waitFor();
        const seen = await page.evaluate(() => {
          const w = window as unknown as { __first?: { h1?: unknown; lead?: unknown }; __spinner: boolean; __empty: boolean; __shifts: string[] };
          return { first: w.__first, spinner: w.__spinner, empty: w.__empty, shifts: w.__shifts };
        });
        const where = `/web/login ${lang} ${width}px`;
        expect(seen.first?.h1, where).toEqual(await boxOf(page, 'main h1'));
        expect(seen.first?.lead, where).toEqual(await boxOf(page, 'main h1 + p.lead'));
        expect((await boxOf(page, 'main h1')).text, where).toBe(shownWords(shellMessages[lang]).login_title);
        expect(seen.spinner, where).toBe(false);
        expect(seen.empty, where).toBe(false);
        expect(seen.shifts, where).toEqual([]);
        await page.locator('#login-identifier').fill('someone@example.pk');
        expect(await page.locator('#login-identifier').inputValue()).toBe('someone@example.pk');
      }
      await page.close();
    });
  }

  for (const lang of ['en', 'ur'] as const) {
    it(`${lang}: the loyalty home fills in under its frame for a member, and a customer who has not joined is sent on to the join page in the same place; the frame's lead stays the LCP`, async () => {
      const member = await stack.signUp();
      const joined = await callGateway(stack.gatewayUrl, '/v1/loyalty/members', { method: 'POST', headers: { authorization: `Bearer ${member}` }, body: JSON.stringify({ acceptTerms: true }) });
      expect(joined.status).toBe(200);
      const notJoined = await stack.signUp();
      const t = shownWords(shellMessages[lang]);
      for (const [token, reaches] of [
        [member, '/loyalty'],
        [notJoined, '/loyalty/no-account'],
      ] as const) {
        // Each customer in a page of their own (a fresh session), by the hand-off and then with the stored session.
        const page = await framePage(lang);
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: 844 });
          for (const visit of [`/loyalty?auth_token=${token}`, '/loyalty']) {
            await page.goto(`${stack.app.url}${visit}`);
            await page.waitForURL((u) => u.pathname === reaches && !u.search.includes('auth_token'));
            await filled(page);
            const seen = await page.evaluate(() => {
              const w = window as unknown as { __first?: { h1?: { top: number; left: number; text: string }; lead?: { top: number; left: number; text: string } }; __spinner: boolean; __empty: boolean; __shifts: string[]; __lcp?: string };
              return { first: w.__first, spinner: w.__spinner, empty: w.__empty, shifts: w.__shifts, lcp: w.__lcp };
            });
            const where = `${visit.replace(token, 'TOKEN')} → ${reaches} ${lang} ${width}px`;
            const h1 = await boxOf(page, 'main h1');
            const lead = await boxOf(page, 'main h1 + p.lead');
            // The sent frame is the loyalty home's: its heading and lead first, the member's page then draws the
            // same ones in the same place; the join page draws its own heading and lead where they were.
            expect(seen.first?.h1?.text, where).toBe(t.ly_home_title);
            expect(seen.first?.lead?.text, where).toBe(t.ly_home_lead);
            expect(h1.text, where).toBe(reaches === '/loyalty' ? t.ly_home_title : t.ly_no_account_title);
            expect(lead.text, where).toBe(reaches === '/loyalty' ? t.ly_home_lead : t.ly_no_account_lead);
            // (The join page's heading may take two lines where the home's took one: its lead is then lower, a new
            // node in place of the home's, which moves nothing.)
            expect([h1.top, h1.left], where).toEqual([seen.first?.h1?.top, seen.first?.h1?.left]);
            if (reaches === '/loyalty') expect(lead.top, where).toBe(seen.first?.lead?.top);
            expect(seen.spinner, where).toBe(false);
            expect(seen.empty, where).toBe(false);
            // Nothing of the frame moved, and the page's own parts hardly: the member's points cards take the room
            // of their placeholders (loyalty.css .loyalty-columns; the sections under them moved by 0.0071-0.0208
            // when the placeholders were two stacked 9rem blocks); on the way to the join page the home's sections,
            // 0.0010-0.0017. Held to the CLS budget, 0.01.
            expect(seen.shifts.filter((s) => s.includes('FRAME')), where).toEqual([]);
            expect(seen.shifts.reduce((sum, s) => sum + Number(s.split(' ')[0]), 0), where).toBeLessThan(0.01);
            // Nothing the page draws later is larger than the frame's lead: the LCP is the lead painted first. (On the
            // way to the join page the join page may replace that lead before the browser reports it; the entry then
            // names no element, as a detached one, and there is nothing to compare: the checks above still hold.)
            // On the way to the join page the join page replaces the frame, often before the frame's lead is painted:
            // what the browser reports then is whichever of the join page's parts painted first (its lead, its box's
            // label, the header's chat label), so only the member's page is held to its lead being the LCP.
            // The member's page draws its lead where the frame's was, and React may put a new node there before the
            // browser reports the entry: it then names no element (detached) and there is nothing to compare.
            if (reaches === '/loyalty' && seen.lcp !== undefined) expect(seen.lcp, where).toBe(`P.lead ${t.ly_home_lead}`);
          }
        }
        await page.close();
      }
    });
  }
});

/** The page frames of the build served (every route sent with its page's own first screen), signed in or not. */
const PAGE_FRAMES = pageFrames();
/**
 * A page's address with the parameter its other frame was drawn with (src/pages/landing-prerender.tsx PARAM_FRAMES),
 * as the route sweeps open it for this customer (support/route-visits.ts: their order, a category of the sandbox's
 * rewards): a page added there needs its address there, or the visits fail saying so.
 */
function addressWithParam(path: string, names: readonly string[], c: { orderRef: string }): string {
  const address = routeVisits(c.orderRef).find((a) => a.split('?')[0] === path && names.some((name) => new URLSearchParams(a.split('?')[1]).has(name)));
  if (!address) throw new Error(`${path}: no address with its parameter ${names.join(' / ')} in support/route-visits.ts routeVisits`);
  return address;
}
/** The heading's text in a frame's markup (entities as the browser reads them). */
const headingIn = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '').replaceAll('&amp;', '&').replaceAll('&nbsp;', '\u00a0') ?? '';

describe("routes sent with their page's own first screen (page frames, src/frames/kept-frame.tsx)", () => {
  it('every route the build could draw bare has one, sent with its heading in the chosen language, the header the app will draw, its stylesheets and no style attribute', async () => {
    // The build draws every route but the registry's and the landing: most have a page frame (a journey's later step
    // and a page that leaves its address bare have none).
    expect(PAGE_FRAMES.length).toBeGreaterThan(routeTable.length / 2);
    // The HTML as the server sends it (what a phone paints before any script), read without a browser.
    const sent = async (address: string, cookie: string) => (await fetch(`${stack.app.url}${address}`, { headers: { cookie } })).text();
    const served = new Map<string, Promise<string>>();
    const sheetType = (href: string) => served.get(href) ?? served.set(href, fetch(`${stack.app.url}${href}`).then((r) => `${r.status} ${r.headers.get('content-type')}`)).get(href)!;
    for (const lang of ['en', 'ur'] as const) {
      for (const [path, frame] of PAGE_FRAMES) {
        // A visitor, then a browser that keeps a session (its hint cookie); a signed-in route is sent to the second only.
        for (const session of [false, true]) {
          const where = `${path} ${lang}${session ? ' signed in' : ''}`;
          const html = await sent(path, `lang=${lang}${session ? '; signed_in=1' : ''}`);
          const root = html.slice(html.indexOf('<div id="root"'));
          if (authOf(path) && !session) {
            expect(root, where).not.toContain('kept-frame');
            continue;
          }
          expect(root, where).toMatch(new RegExp(`^<div id="root" data-frame-language="${lang}" inert>`));
          expect(html, where).toContain(`<html lang="${lang}" dir="${lang === 'ur' ? 'rtl' : 'ltr'}"`);
          expect(headingIn(root.slice(root.indexOf('kept-frame'))), where).toBe(headingIn(frame[lang]));
          // The build's frame for this browser, and in it the header the app will draw: a visitor's has no tabs, a
          // signed-in route's has them.
          expect(root, where).toContain(session && frame.signedIn ? frame.signedIn[lang] : frame[lang]);
          if (!session || authOf(path)) expect(root.includes('class="tab-bar"'), where).toBe(session);
          // Painted with the page's sheets (linked in the head, each served), and no inline style the
          // Content-Security-Policy would refuse.
          for (const href of frame.styles ?? []) {
            expect(html.slice(0, html.indexOf('</head>')), `${where} ${href}`).toContain(`<link rel="stylesheet" crossorigin href="${href}">`);
            expect(await sheetType(href), `${where} ${href}`).toMatch(/^200 text\/css/);
          }
          expect(root, where).not.toMatch(/\sstyle="/);
          // A journey's later step sent with its first step's screen: not to a browser that may keep progress. A page
          // that goes on whatever the tab keeps (the bare paylink) is sent its frame all the same.
          if (frame.goesTo) {
            const withProgress = await sent(path, `lang=${lang}${session ? '; signed_in=1' : ''}; ${PROGRESS_HINT_COOKIE}=1`);
            const step = routeTable.some((r) => r.path === path && r.page === 'journey');
            expect(withProgress.includes('kept-frame'), `${where} with progress`).toBe(!step);
          }
        }
      }
      // An address with a parameter the page reads (an order's reference, a reward's id) is sent without the frame:
      // the page draws something else with it.
      const [path] = PAGE_FRAMES.find(([, frame]) => !frame.withParam)!;
      expect(await sent(`${path}?order_ref=ORD-1`, `lang=${lang}; signed_in=1`), `${path}?order_ref ${lang}`).not.toContain('kept-frame');
      // Unless the page's frame was drawn with it (PARAM_FRAMES): then that frame, by each name the parameter goes
      // by, and with the parameters every page reads alike; not with another the page reads.
      const withParam = PAGE_FRAMES.filter(([, frame]) => frame.withParam);
      expect(withParam.length).toBeGreaterThan(0);
      for (const [paramPath, { withParam: param }] of withParam) {
        for (const name of param!.names) {
          const html = await sent(`${paramPath}?${name}=ORD-1&webview=true`, `lang=${lang}; signed_in=1`);
          expect(html, `${paramPath}?${name} ${lang}`).toContain(param!.signedIn?.[lang] ?? param![lang]);
          for (const href of param!.styles ?? []) expect(html, `${paramPath}?${name} ${lang} ${href}`).toContain(`<link rel="stylesheet" crossorigin href="${href}">`);
        }
        const other = ['id', 'category'].find((name) => !param!.names.includes(name))!;
        expect(await sent(`${paramPath}?${param!.names[0]}=ORD-1&${other}=LP-1`, `lang=${lang}; signed_in=1`), `${paramPath} with another parameter ${lang}`).not.toContain('kept-frame');
      }
    }
  });

  // Every page frame is visited, each with its own waits (20 s each): the test's time grows with the routes (a
  // product owner's new step adds one), so its limit does too.
  for (const lang of ['en', 'ur'] as const) {
    it(`${lang}: each page draws itself over its frame with its heading where the frame had it, never a spinner or an empty page first, nothing of the frame moved (390 px)`, async () => {
      const c = await customerWithLine(stack);
      const page = await framePage(lang);
      await page.setViewportSize({ width: 390, height: 844 });
      // Signed in once by the hand-off; each route then with the stored session, as a returning customer opens it.
      await page.goto(`${stack.app.url}/profile?auth_token=${c.token}`);
      await page.waitForURL((u) => !u.search.includes('auth_token'));
      const checked: string[] = [];
      const larger: string[] = [];
      // Each route's bare address, and a page's address with the parameter its other frame was drawn with (the
      // customer's own order), each sent with the frame for it.
      const visits: Array<{ path: string; address: string; frame: SentFrames }> = PAGE_FRAMES.flatMap(([path, frame]) => [{ path, address: path, frame }, ...(frame.withParam ? [{ path, address: addressWithParam(path, frame.withParam.names, c), frame: frame.withParam }] : [])]);
      expect(visits.length).toBeGreaterThan(PAGE_FRAMES.length);
      for (const { path, address, frame } of visits) {
        // A journey's later step is sent with its first step's screen to a tab with no progress, as a new tab is:
        // what the visits before saved (and the cookie saying so, src/journey/progress-hint.ts) is cleared first.
        if (frame.goesTo) await page.evaluate((cookie) => (sessionStorage.clear(), (document.cookie = `${cookie}=; Path=/; Max-Age=0`)), PROGRESS_HINT_COOKIE);
        await page.goto(`${stack.app.url}${address}`);
        // The app has taken the page over and the page has drawn itself (the frame's copy is gone).
        await page.waitForFunction(() => document.querySelector('#root:not([inert]) main h1') !== null && document.querySelector('#root .kept-frame') === null, undefined, { timeout: 20_000 });
        // A page that sends this customer elsewhere (a member's reward page for a customer who has not joined) showed
        // its frame first, as the server cannot know: only the pages that stay (or go where their frame said) are held to it.
        if (new URL(page.url()).pathname !== (frame.goesTo ?? path)) continue;
        // Its data drawn (no placeholder left), and the paint after that reported.
        await filled(page).catch(() => undefined);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        // (A page may send the customer on once its data says so: a member's page for one who has not joined.)
        if (new URL(page.url()).pathname !== (frame.goesTo ?? path)) continue;
        const seen = await page.evaluate(() => {
          const w = window as unknown as { __first?: { h1?: { text: string; top: number; left: number; width: number } }; __empty: boolean; __spinner: boolean; __shifts: string[]; __lcpAfterDrawn: string[] };
          return { first: w.__first, empty: w.__empty, spinner: w.__spinner, shifts: w.__shifts, lcpAfterDrawn: w.__lcpAfterDrawn };
        });
        const where = `${address}${frame.goesTo ? ` → ${frame.goesTo}` : ''} ${lang}`;
        for (const late of seen.lcpAfterDrawn) larger.push(`${where}: ${late}`);
        const h1 = await boxOf(page, 'main h1');
        // The first frame painted had the page's own heading (the frame's), and the page draws its heading there. (A
        // result page's heading says what it found once its data is in: its words may change, its place does not.)
        expect(seen.first?.h1?.text, where).toBe(headingIn(frame[lang]));
        const start = (box: { left: number; width: number }) => (lang === 'ur' ? box.left + box.width : box.left);
        expect([h1.top, start(h1)], `${where}: ${h1.text}`).toEqual([seen.first?.h1?.top, seen.first?.h1 && start(seen.first.h1)]);
        expect(seen.empty, where).toBe(false);
        if (!frame[lang].includes('class="spinner')) expect(seen.spinner, where).toBe(false);
        expect(seen.shifts.filter((s) => s.includes('FRAME')), where).toEqual([]);
        checked.push(address);
      }
      // Most pages stay for a customer with a line (a handful send such a customer on).
      expect(checked.length, checked.join(' ')).toBeGreaterThan(PAGE_FRAMES.length / 2);
      // Every journey's later step, opened in a tab without progress, went where its frame said, drawn over it.
      expect(PAGE_FRAMES.filter(([path, f]) => f.goesTo && !checked.includes(path)).map(([path]) => path)).toEqual([]);
      // And every page at its address with its parameter stayed there, drawn over the frame drawn with it.
      expect(visits.filter((v) => v.address !== v.path && !checked.includes(v.address)).map((v) => v.address)).toEqual([]);
      // The frame holds each page's largest text: nothing the page draws later (its data, a hint under a form it
      // draws once its data is in) is larger, so the largest contentful paint is the frame's, at the first paint.
      expect(larger).toEqual([]);
      await page.close();
    }, Math.max(60_000, PAGE_FRAMES.length * 2_000));
  }
});

describe('a page sent with its first screen starts its app after that screen is shown (src/frames/paint-first.js)', () => {
  it("asks for the app's entry only once the first contentful paint has been reported, on the landing, a registry route and page frames", async () => {
    // Lighthouse counts every request that started before the first paint as a part of it: an entry asked for in the
    // frame callback's timer, before the frame was shown, made FCP 1.2 s and LCP 1.6 s instead of 0.8 and 1.0 s.
    const paths = ['/web/pre-checkout', '/web/login', ...PAGE_FRAMES.filter(([path]) => !authOf(path)).slice(0, 4).map(([path]) => path)];
    for (const path of paths) {
      const page = await stack.page({ asSent: true });
      await page.goto(`${stack.app.url}${path}`);
      await page.locator('#root:not([inert])').waitFor();
      const seen = await page.evaluate(() => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
        const entry = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((r) => /\/assets\/index-[\w-]+\.js$/.test(r.name));
        return { fcp, entry: entry?.startTime };
      });
      expect(seen.fcp, path).toBeGreaterThan(0);
      expect(seen.entry, path).toBeGreaterThanOrEqual(seen.fcp!);
      await page.close();
    }
  });
});
