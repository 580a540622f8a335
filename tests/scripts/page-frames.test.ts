// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { classesIn, frameChoice, frameFor, InlineStyles, pageSheetsOf, progressOf, renderLandingFrames, selectorClassesOf, signedInOf, withLandingFrame, type LandingFrames } from '../../scripts/landing-frames';
import { routeTable } from '../../src/routes/route-table';
import { routeFrames } from '../../src/frames/route-frames';
import { KEPT_FRAME_CLASS, keepSentFrame, keptFrameOf } from '../../src/frames/kept-frame';
import { expiredPathFor } from '../../src/features/paylinks/use-paylink';
import { PARAM_FRAMES } from '../../src/pages/landing-prerender';

const headingOf = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];
const INDEX = '<!doctype html>\n<html lang="en" dir="ltr">\n<head></head><body><div id="root"></div></body></html>';

describe("page frames (every other route sent with its page's own first screen)", () => {
  it("draws a route's page as it is before any answer, in both languages, in its layout, wrapped as the app draws it again; a visitor's route also with the signed-in header", async () => {
    // Two routes of the table, read from it: a visitor's page and a signed-in one that are no journey step and have
    // no frame of the registry (a product owner's edit moves neither).
    const visitor = routeTable.find((r) => !r.auth && r.page !== 'journey' && r.layout === 'main' && !routeFrames[r.path])!;
    const signedIn = routeTable.find((r) => r.auth && r.page !== 'journey' && r.layout === 'main-with-auth' && !routeFrames[r.path])!;
    const wanted = new Set([visitor.path, signedIn.path]);
    const { pages } = await renderLandingFrames(join(import.meta.dirname, '..', '..'), { pages: (p) => wanted.has(p) });
    expect(Object.keys(pages).sort()).toEqual([...wanted].sort());
    for (const path of wanted) {
      for (const lang of ['en', 'ur'] as const) {
        const { frame, page, signedIn: withSession } = pages[path]![lang];
        const where = `${path} ${lang}`;
        // The page's own markup inside the layout, in a wrapper of its own.
        expect(frame, where).toContain(`<main id="main" tabindex="-1"`);
        // (inert: nothing in it works until the page is in.)
        expect(frame, where).toContain(`<div inert="true" aria-hidden="true" class="${KEPT_FRAME_CLASS}">${page}</div>`);
        expect(page, where).not.toContain('data-testid');
        // Nothing in it works until the page is in: every control says so.
        expect(page.match(/<(?:input|button|select|textarea)\b[^>]*>/g)?.filter((tag) => !/\sdisabled=""/.test(tag)) ?? [], where).toEqual([]);
        expect(page, where).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
        // Nobody's data: the gateway never answered.
        expect(frame, where).not.toMatch(/@example\.pk|\+92 ?3\d\d/);
        expect(frame.includes('class="tab-bar"'), where).toBe(path === signedIn.path);
        expect(withSession !== undefined, where).toBe(path === visitor.path);
        if (withSession) expect(withSession, where).toContain('class="tab-bar"');
        if (lang === 'ur') expect(/<h1[^>]*>([^<]+)<\/h1>/.exec(page)?.[1], where).not.toMatch(/[A-Za-z]/);
      }
    }
  }, 120_000);

  it("sends a journey's later step with its first step's screen (where the app sends a tab without progress), in the step's own layout", async () => {
    // The plan switch's first two steps, read from its journey (a product owner's reordering moves them together).
    const steps = (JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'journeys', 'plan-switch.json'), 'utf8')) as { steps: Array<{ path: string }> }).steps;
    const [first, later] = [steps[0]!.path, steps[1]!.path];
    const { pages } = await renderLandingFrames(join(import.meta.dirname, '..', '..'), { pages: (p) => p === later });
    for (const lang of ['en', 'ur'] as const) {
      const { frame, page, goesTo, journeyStep } = pages[later]![lang];
      expect(goesTo, lang).toBe(first);
      // A journey's step: a tab that keeps the journey's progress may stay there, and is sent no frame (frameChoice).
      expect(journeyStep, lang).toBe(true);
      expect(frame, lang).toContain(`data-goes-to="${first}" class="${KEPT_FRAME_CLASS}">${page}</div>`);
      expect(page, lang).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      // The later step's layout around it (what the app draws there until it has moved on).
      const layout = routeTable.find((r) => r.path === later)!.layout;
      expect(frame, lang).toContain(`data-layout="${layout}"`);
    }
  }, 120_000);

  it("sends a bare paylink with the unknown link's page as it draws at its address (its query read), and the pending orders with their own screen", async () => {
    const unknown = new URL(expiredPathFor('unknown'), 'http://x');
    const { pages } = await renderLandingFrames(join(import.meta.dirname, '..', '..'), { pages: (p) => ['/payment/paylink', unknown.pathname, '/web/pending-orders'].includes(p) });
    for (const lang of ['en', 'ur'] as const) {
      const bare = pages['/payment/paylink']![lang];
      // Kept by path: the app keeps it at /payment/paylink-expired, whatever the query.
      expect(bare.goesTo, lang).toBe(unknown.pathname);
      // No journey's step: it goes on whatever progress the tab keeps, so the frame is sent with the progress cookie.
      expect(bare.journeyStep, lang).toBeUndefined();
      // The unknown link's words, not the expired link's, which the expired page's bare address draws.
      expect(bare.page, lang).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(bare.page, lang).not.toBe(pages[unknown.pathname]![lang].page);
      // A signed-in page that waits for the customer's details (the build's session has none) keeps its own screen.
      expect(pages['/web/pending-orders']![lang].page, lang).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    }
  }, 120_000);

  it("draws a page that reads its address's parameter at an address with it too, and sends that frame for such an address only", async () => {
    const [path, names] = Object.entries(PARAM_FRAMES)[0]!;
    const { pages, withParam } = await renderLandingFrames(join(import.meta.dirname, '..', '..'), { pages: (p) => p === path });
    for (const lang of ['en', 'ur'] as const) {
      const [bare, param] = [pages[path]![lang], withParam[path]![lang]];
      // The same heading; below it, what the page shows while the order is read, not what a bare address says.
      expect(headingOf(param.page), lang).toBe(headingOf(bare.page));
      expect(param.page, lang).not.toBe(bare.page);
      expect(withParam[path]!.names).toEqual(names);
    }
    const frames: LandingFrames[string] = { en: 'E', ur: 'U', styles: [], auth: true, withParam: { en: 'PE', ur: 'PU', styles: [], auth: true, names } };
    for (const name of names) {
      expect(frameFor(frames, `${name}=ORD-1`)?.en).toBe('PE');
      expect(frameChoice(frameFor(frames, `${name}=ORD-1&auth_token=abc`), { query: `${name}=ORD-1&auth_token=abc`, signedIn: false })).toBe('built');
      // Another parameter the page reads besides: the page may draw something else.
      expect(frameChoice(frameFor(frames, `${name}=ORD-1&id=2`), { query: `${name}=ORD-1&id=2`, signedIn: true })).toBe('none');
    }
    expect(frameFor(frames, 'webview=true')?.en).toBe('E');
    expect(frameChoice(frameFor(frames, 'id=2'), { query: 'id=2', signedIn: true })).toBe('none');
  }, 120_000);

  it('keeps the sent copy of a page the route goes on to at that page, and nowhere else', () => {
    const root = { querySelector: () => ({ dataset: { goesTo: '/b' }, innerHTML: 'B' }) } as unknown as HTMLElement;
    keepSentFrame(root, '/a', 'en');
    expect(keptFrameOf('/a', 'en')).toBe('B');
    expect(keptFrameOf('/b', 'en')).toBe('B');
    expect(keptFrameOf('/b', 'en')).toBe('B');
    expect(keptFrameOf('/a', 'en')).toBeUndefined();
    keepSentFrame(root, '/a', 'en');
    expect(keptFrameOf('/c', 'en')).toBeUndefined();
    expect(keptFrameOf('/b', 'en')).toBeUndefined();
  });

  it('sends a frame by what the request says of the browser: a signed-in route only with a session, a visitor route with the header the app will draw, none with a parameter the page reads', () => {
    const page: LandingFrames[string] = { en: 'E', ur: 'U', styles: [], signedIn: { en: 'ES', ur: 'US' } };
    const signedInPage: LandingFrames[string] = { en: 'E', ur: 'U', styles: [], auth: true };
    const registry: LandingFrames[string] = { en: 'E', ur: 'U', auth: true };
    const visitorRegistry: LandingFrames[string] = { en: 'E', ur: 'U' };
    expect(frameChoice(page, { signedIn: false })).toBe('built');
    expect(frameChoice(page, { signedIn: true })).toBe('signedIn');
    expect(frameChoice(page, { query: 'auth_token=abc', signedIn: false })).toBe('signedIn');
    expect(frameChoice(page, { query: 'order_ref=ORD-1', signedIn: true })).toBe('none');
    expect(frameChoice(page, { query: 'webview=true&reset=true', signedIn: false })).toBe('built');
    expect(frameChoice(signedInPage, { signedIn: false })).toBe('none');
    expect(frameChoice(signedInPage, { signedIn: true })).toBe('built');
    expect(frameChoice(signedInPage, { query: 'auth_token=abc', signedIn: false })).toBe('built');
    expect(frameChoice(registry, { signedIn: false })).toBe('none');
    expect(frameChoice(registry, { query: 'order_ref=1', signedIn: true })).toBe('built');
    expect(frameChoice(visitorRegistry, { signedIn: true })).toBe('built');
    expect(frameChoice(undefined, { signedIn: true })).toBe('built');
    // A journey's later step with its first step's screen: not to a browser that may keep a journey's progress.
    const later: LandingFrames[string] = { ...page, goesTo: '/first', journeyStep: true };
    expect(frameChoice(later, { signedIn: false })).toBe('built');
    expect(frameChoice(later, { signedIn: true, progress: true })).toBe('none');
    // A page that goes on whatever the tab keeps (the bare paylink to the unknown link's page): sent with progress too.
    const goesOn: LandingFrames[string] = { ...page, goesTo: '/payment/paylink-expired' };
    expect(frameChoice(goesOn, { signedIn: false, progress: true })).toBe('built');
    expect(frameChoice(goesOn, { signedIn: true, progress: true })).toBe('signedIn');
    expect(progressOf('lang=en; journey_progress=1')).toBe(true);
    expect(progressOf('journey_progress=')).toBe(false);
    expect(signedInOf('lang=ur; signed_in=1')).toBe(true);
    expect(signedInOf('signed_in=0')).toBe(false);
    expect(signedInOf(undefined)).toBe(false);
  });

  it("links a page frame's stylesheets before the frame, so it is painted with them", () => {
    const html = withLandingFrame(INDEX, '<p>x</p>', 'en', { loader: '/assets/paint-first-F.js', styles: ['/assets/account-A.css', '/assets/ui-B.css'] });
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/account-A.css">\n  <link rel="stylesheet" crossorigin href="/assets/ui-B.css">\n  <link rel="expect"');
  });

  it('picks the sheets whose rules the markup uses, every class of a selector, and not the entry sheet', () => {
    expect(selectorClassesOf('.a{x:1}.b .c,.d:hover{y:2}@media (min-width:48rem){.e>.f{z:3}}div{w:0}.g:not(.h){v:1}/* .i{} */')).toEqual([['a'], ['b', 'c'], ['d'], ['e', 'f'], ['g']]);
    expect([...classesIn('<div class="skeleton account-line"><p class="lead">x</p></div>')].sort()).toEqual(['account-line', 'lead', 'skeleton']);
    const bundle = {
      'index.js': { type: 'chunk' as const, fileName: 'index.js', isEntry: true, viteMetadata: { importedCss: new Set(['assets/index.css']) } },
      'assets/index.css': { type: 'asset' as const, fileName: 'assets/index.css', source: '.account{a:1}' },
      'assets/account.css': { type: 'asset' as const, fileName: 'assets/account.css', source: '.account .line{a:1}' },
      'assets/dialog.css': { type: 'asset' as const, fileName: 'assets/dialog.css', source: '.dialog .actions{a:1}' },
      'assets/ui.css': { type: 'asset' as const, fileName: 'assets/ui.css', source: new TextEncoder().encode('.actions{a:1}') },
    };
    const sheets = pageSheetsOf(bundle);
    expect(sheets('<section class="account"><p class="line"></p><div class="actions"></div></section>')).toEqual(['/assets/account.css', '/assets/ui.css']);
    expect(sheets('<p class="other"></p>')).toEqual([]);
  });

  it('makes style attributes classes of a sheet of their own (the Content-Security-Policy refuses them in HTML), one per distinct style', () => {
    const inline = new InlineStyles();
    expect(inline.toClasses('<div class="skeleton" style="block-size: 4rem;" aria-hidden="true"></div><p style="block-size: 4rem;">x</p><span style="color: red">y</span>')).toBe(
      '<div class="skeleton frame-style-1" aria-hidden="true"></div><p class="frame-style-1">x</p><span class="frame-style-2">y</span>',
    );
    expect(inline.css()).toBe('.frame-style-1 { block-size: 4rem !important; }\n.frame-style-2 { color: red !important; }');
    expect(inline.usedIn('<p class="frame-style-2">')).toBe(true);
    expect(inline.usedIn('<p class="x">')).toBe(false);
    expect(new InlineStyles().css()).toBe('');
  });
});
