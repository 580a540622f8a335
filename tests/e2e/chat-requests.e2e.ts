import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { stackForFile } from './support/harness';
import { customerWithLine } from './support/customer-with-line';
import { callGateway } from './support/gateway-calls';
import { shownWords } from './support/shown-words';
import { layoutProblems, WIDTHS } from './support/layout-checks';
import { shellMessages } from '../../src/i18n/shell-messages';
import { requestMessages } from '../../src/features/service-requests/messages';
import { DEFAULT_FORMAT, formatDateTime } from '../../src/i18n/format';
import { REQUESTS_PAGE, STATUS_PAGE } from '../../src/features/service-requests/status-path';

// Issue 46 part 5 in Chromium, English and Urdu, against the sandbox and checked at the gateway: a signed-in customer
// starts a chat in the header's chat widget; the chat panel gives its reference (CH-…) and says who answers when; the
// link leads to the customer's requests, where the chat is listed among them, and its page shows the type, the
// reference, when it started (Pakistan time) and its status. CHAT_SHOTS=<folder> keeps screenshots at 390 and 1280 px.

const stack = stackForFile();
const SHOTS = process.env.CHAT_SHOTS;

async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    // The Urdu font drawn, not its fallback's missing glyphs.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

async function layoutAtWidths(page: Page, path: string, language: 'en' | 'ur') {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    problems.push(...(await layoutProblems(page, { path, language, width })));
  }
  await page.setViewportSize({ width: 390, height: 844 });
  return problems;
}

describe.each(['en', 'ur'] as const)('a chat kept as a request (%s)', (lang) => {
  const shell = shownWords(shellMessages[lang]!);
  const words = shownWords(requestMessages[lang]!);

  it('starting a chat gives a reference; its link leads to the requests, which list the chat, and its page shows it', async () => {
    // The customer's own first message, in their language (the page then has no English in Urdu at all).
    const topic = lang === 'ur' ? 'میرا بنڈل شروع نہیں ہوا' : 'My bundle did not start';
    const c = await customerWithLine(stack);
    await callGateway(stack.gatewayUrl, '/dev/support/agents', { method: 'POST', body: JSON.stringify({ online: true }) });
    const page = await stack.page();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript((l) => localStorage.setItem('language', l), lang);
    await c.signIn(page, '/profile');
    await expect.poll(() => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([lang, lang === 'ur' ? 'rtl' : 'ltr']);

    // The widget is the vendor's (its own words): found by its fields' ids.
    await page.getByRole('button', { name: shell.chat_button }).click();
    const widget = page.locator('#ze-widget');
    await widget.waitFor();
    await widget.locator('#ze-message').fill(topic);
    await widget.locator('#ze-send').click();

    const panel = page.getByRole('region', { name: shell.chat_title });
    const reference = panel.locator('[data-chat-reference]');
    await reference.waitFor();
    const ref = (await reference.getAttribute('data-chat-reference'))!;
    expect(ref).toMatch(/^CH-\d+$/);
    const said = (await reference.textContent())!;
    expect(said).toContain(shell.chat_reference!.replace('{ref}', ref));
    expect(said).toContain(shell.chat_answer_online);
    if (lang === 'ur') expect(said.replace(ref, '')).not.toMatch(/[A-Za-z]/);
    // The gateway kept it as the customer's request, with the first message as its topic.
    const kept = (await c.gateway.call('GET_SERVICE_REQUEST', { params: { requestId: ref }, token: c.token })).body.result;
    expect(kept).toMatchObject({ requestId: ref, type: 'CHAT', status: 'SUBMITTED', payload: { topic } });
    await shots(page, `chat-reference-${lang}`);

    await widget.getByRole('button', { name: /./ }).first().click();
    await panel.getByRole('link', { name: shell.chat_reference_where }).click();
    await page.waitForURL((u) => u.pathname === REQUESTS_PAGE);
    await page.getByRole('heading', { level: 1, name: words.past_title }).waitFor();
    const group = page.locator('section[data-type="CHAT"]');
    await group.getByRole('heading', { name: words.type_CHAT }).waitFor();
    const row = group.locator(`li[data-request-id="${ref}"]`);
    expect(await row.textContent()).toContain(words.step_CHAT_SUBMITTED);
    expect(await layoutAtWidths(page, REQUESTS_PAGE, lang)).toEqual([]);
    await shots(page, `chat-requests-${lang}`);

    await row.getByRole('link').click();
    await page.waitForURL((u) => u.pathname === STATUS_PAGE && u.searchParams.get('requestId') === ref);
    const facts = page.locator(`[data-request-id="${ref}"] dl`);
    await facts.waitFor();
    const fact = async (labelId: string) => (await facts.locator('div').filter({ has: page.locator('dt', { hasText: words[labelId]! }) }).locator('dd').textContent())?.trim();
    expect(await fact('request_type')).toBe(words.type_CHAT);
    expect(await fact('request_ref')).toBe(ref);
    expect(DEFAULT_FORMAT.timeZone).toBe('Asia/Karachi');
    expect(await fact('request_started')).toBe(formatDateTime(kept.createdAt, lang));
    expect(await fact('request_status')).toBe(words.step_CHAT_SUBMITTED);
    expect(await fact('request_topic')).toBe(topic);
    expect(await page.locator('[data-request-id] dl').textContent()).not.toContain(words.request_number);
    expect(await layoutAtWidths(page, STATUS_PAGE, lang)).toEqual([]);
    await shots(page, `chat-request-${lang}`);
    await page.context().close();
  });
});

describe('a visitor chats without a reference', () => {
  it('the chat opens and starts, and no reference is given or kept', async () => {
    await callGateway(stack.gatewayUrl, '/dev/support/agents', { method: 'POST', body: JSON.stringify({ online: true }) });
    const page = await stack.page();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${stack.app.url}/contact`);
    await page.getByRole('button', { name: shellMessages.en!.chat_button }).click();
    const widget = page.locator('#ze-widget');
    await widget.waitFor();
    await widget.locator('#ze-message').fill('Which plan has most data?');
    await widget.locator('#ze-send').click();
    await widget.getByRole('status').getByText(/./).waitFor();
    // The widget's chat:start is heard in the same task as its answer is shown: two frames later the app has drawn
    // whatever it would; it opened no panel and gave no reference.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.getByRole('region', { name: shellMessages.en!.chat_title }).count()).toBe(0);
    expect(await page.locator('[data-chat-reference]').count()).toBe(0);
    await page.context().close();
  });
});
