// @vitest-environment jsdom
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LINKS_PER_TASK, withQueuedLinks } from '../../scripts/preload-batches';
import { tick } from '../support/tick';

// The statement as Vite's preload helper has it, inside a stand-in for the helper's link-making code.
const HELPER = `export function addPreload(href) {
  const link = document.createElement("link");
  link.rel = "modulepreload";
  link.href = href;
  document.head.appendChild(link);
}`;

/** The rewritten helper run on this page's document and timers (a fresh queue each time): its addPreload. */
function rewritten(): (href: string) => void {
  const code = `${withQueuedLinks(HELPER).replace('export function addPreload', 'function addPreload')}\naddPreload;`;
  return runInNewContext(code, { document, setTimeout }) as (href: string) => void;
}

const links = () => document.head.querySelectorAll('link[rel=modulepreload]').length;

describe("the preload helper's links, a few per task", () => {
  it('adds none in the asking task, then at most LINKS_PER_TASK per task, in the order asked', async () => {
    document.head.innerHTML = '';
    const add = rewritten();
    for (let i = 0; i < 10; i++) add(`/assets/chunk-${i}.js`);
    expect(links()).toBe(0);
    await tick();
    expect(links()).toBe(LINKS_PER_TASK);
    await tick();
    expect(links()).toBe(2 * LINKS_PER_TASK);
    await tick();
    expect(links()).toBe(10);
    expect([...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href'))).toEqual(Array.from({ length: 10 }, (_, i) => `/assets/chunk-${i}.js`));
  });

  it('links asked for while a batch is queued join the same queue', async () => {
    document.head.innerHTML = '';
    const add = rewritten();
    add('/assets/a.js');
    await tick();
    add('/assets/b.js');
    add('/assets/c.js');
    await tick();
    expect(links()).toBe(3);
  });

  it('refuses a helper without the statement, or with it twice (a Vite update): the build stops', () => {
    expect(() => withQueuedLinks('export const preload = () => {};')).toThrow(/no longer adds its links/);
    expect(() => withQueuedLinks(`${HELPER}\n${HELPER.replace('addPreload', 'other')}`)).toThrow(/no longer adds its links/);
  });
});
