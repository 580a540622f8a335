import { afterAll, describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ROOT, startStack, type Stack } from './support/harness';
import { customerWithLine } from './support/customer-with-line';
import { fillCnicEkyc } from './support/ekyc-form';
import { randomCnic } from '../gateway/order-fixtures';
import { compileJourney, createBehaviours, createJourneyActor, persistJourney, startJourneyActor, type JourneyDefinition } from '../../engine';
import { compiled, journeyFiles } from '../support/journeys';
import { checkJourneySet } from '../../scripts/journey-checks';
import type { Page } from 'playwright-core';

const run = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), 'journey-edit-'));
let stack: Stack | undefined;
afterAll(async () => {
  await stack?.stop();
  rmSync(work, { recursive: true, force: true });
});

type JourneyEdit = (j: { steps: Array<Record<string, unknown>> }) => void;

/**
 * Copies the repository's journeys, lets the test edit some (by journey id) and add words beside them (a content
 * step's, by file under journeys/, merged with the words already there), and builds the app from them.
 */
async function buildWith(name: string, edits: Record<string, JourneyEdit>, words: Record<string, Record<string, string>> = {}) {
  const dir = join(work, name);
  cpSync(join(ROOT, 'journeys'), join(dir, 'journeys'), { recursive: true });
  for (const [file, added] of Object.entries(words)) {
    const path = join(dir, 'journeys', file);
    mkdirSync(dirname(path), { recursive: true });
    const there = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>) : {};
    writeFileSync(path, JSON.stringify({ ...there, ...added }, null, 2));
  }
  for (const [journey, edit] of Object.entries(edits)) {
    const file = join(dir, 'journeys', `${journey}.json`);
    const json = JSON.parse(readFileSync(file, 'utf8'));
    edit(json);
    writeFileSync(file, JSON.stringify(json, null, 2));
  }
  const outDir = join(dir, 'dist');
  // NODE_ENV as `npm run build` has it: Vitest's 'test' would build the libraries' development code (a larger app than
  // the product's, which the build's script budgets then refuse).
  await run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production', JOURNEYS_DIR: join(dir, 'journeys') } });
  return outDir;
}

/** The purchase's JSON as the repository has it (perhaps already edited by a product owner: any valid purchase). */
const repositoryPurchase = () => JSON.parse(readFileSync(join(ROOT, 'journeys', 'onboarding.json'), 'utf8')) as JourneyDefinition & { steps: Array<Record<string, unknown>> };
const stepNames = new Set(repositoryPurchase().steps.map((s) => String(s.name)));
const stepPaths = new Set(repositoryPurchase().steps.map((s) => String(s.path)));
/** A name and address for a step this file adds, taken by no step of the purchase (a product owner may have added a guide already). */
function freshStep(name: string, path: string) {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : String(n);
    if (!stepNames.has(`${name}${suffix}`) && !stepPaths.has(`${path}${suffix}`)) return { name: `${name}${suffix}`, path: `${path}${suffix}` };
  }
}

/** The content step the purchase gains below, and its words in both languages (journeys/content/onboarding.*.json). */
const GUIDE_STEP = freshStep('editGuide', '/web/edit-guide');
const key = (part: string) => `${GUIDE_STEP.name}.${part}`;
const GUIDE_WORDS = {
  en: { [key('title')]: 'Before you choose a number', [key('body')]: 'Your SIM arrives in two to three days.', [key('tip')]: 'Keep your CNIC at hand.', [key('help')]: 'Read the help pages' },
  ur: { [key('title')]: 'نمبر چننے سے پہلے', [key('body')]: 'آپ کی سم دو سے تین دن میں پہنچتی ہے۔', [key('tip')]: 'اپنا شناختی کارڈ پاس رکھیں۔', [key('help')]: 'مدد کے صفحات پڑھیں' },
};
const word = (language: 'en' | 'ur', part: string) => GUIDE_WORDS[language][key(part)]!;
const GUIDE = {
  ...GUIDE_STEP,
  description: 'A note for developers: never shown to customers.',
  content: { title: key('title'), body: key('body'), list: [key('tip')], links: [{ text: key('help'), href: '/help' }] },
};

/** Whether `npm run journeys:check` accepts the purchase so edited (the other journeys and their words as they are). */
function checkAccepts(edit: JourneyEdit): boolean {
  const texts = journeyFiles().map(({ file, definition }) => {
    const json = structuredClone(definition) as unknown as { steps: Array<Record<string, unknown>> };
    if (definition.id === 'onboarding') edit(json);
    return { file: `journeys/${file}`, text: JSON.stringify(json) };
  });
  return checkJourneySet(texts, new Set(['journeys/onboarding.json']), join(ROOT, 'journeys')).length === 0;
}

/**
 * The step a customer saved progress on before the edit below took it out: the step Next leads to from the landing
 * step (the add-ons, as the repository has it), when the check accepts the purchase without it. When it does not (a
 * product owner put there a step later ones need, say the connection details), the purchase before the edit is the
 * repository's with an informational step there (FORMER), which the edit takes out.
 */
const afterLanding = repositoryPurchase().steps.slice(1).find((s) => !s.skip)!;
const without = (name: unknown): JourneyEdit => (j) => {
  j.steps = j.steps.filter((s) => s.name !== name);
};
const FORMER = { ...freshStep('editFormer', '/web/edit-former'), content: GUIDE.content };
const beforeEdit: JourneyEdit | undefined = checkAccepts(without(afterLanding.name)) ? undefined : (j) => void j.steps.splice(1, 0, FORMER);

/**
 * The purchase as edited below: the step Next leads to from the landing step (see beforeEdit) taken out, its path
 * kept as a former path, and the content step right after the landing step.
 */
const editPurchase: JourneyEdit = (j) => {
  const removed = beforeEdit ? FORMER : afterLanding;
  j.steps = j.steps.filter((s) => s.name !== removed.name);
  j.steps.splice(1, 0, GUIDE);
  const former = (j as { formerPaths?: string[] }).formerPaths ?? [];
  (j as { formerPaths?: string[] }).formerPaths = [...former, String(removed.path)];
};

/**
 * The first tests' edits touch two different journeys, so one build (and one stack) carries both: a build is the
 * slowest part of this file. Started by whichever test comes first.
 */
let edited: Promise<Stack> | undefined;
const editedStack = () =>
  (edited ??= (async () => {
    const dist = await buildWith(
      'edited',
      {
        // sim-replacement (real screens): KYC and delivery details swapped, so a physical SIM's delivery comes first.
        'sim-replacement': (j) => {
          const [a, b] = [j.steps[1], j.steps[2]];
          j.steps[1] = b as Record<string, unknown>;
          j.steps[2] = a as Record<string, unknown>;
        },
        onboarding: editPurchase,
      },
      { 'content/onboarding.en.json': GUIDE_WORDS.en, 'content/onboarding.ur.json': GUIDE_WORDS.ur },
    );
    stack = await startStack({ distDir: dist });
    return stack;
  })());

/** The purchase's journey, as the repository has it or as edited above, compiled as the app compiles it. */
function purchaseJourney(edit?: JourneyEdit) {
  const definition = repositoryPurchase();
  edit?.(definition);
  return compileJourney(definition, createBehaviours(), (child) => compiled(child));
}

/**
 * Progress a customer saved in a journey (session storage, as the app saves it), on the step reached by choosing a
 * plan on the landing step: written by the engine from the journey given, before the page loads.
 */
async function withProgress(page: Page, journey: ReturnType<typeof purchaseJourney>) {
  const actor = createJourneyActor(journey).start();
  actor.send({ type: 'NEXT', data: { productType: 'prepaid', planId: 'plan-prepaid-monthly' } });
  const saved = persistJourney(journey.journey, actor);
  actor.stop();
  await page.addInitScript((value) => sessionStorage.setItem('journey:onboarding', value), JSON.stringify(saved));
  return saved;
}
/** Where the edited purchase's engine puts a customer: the path of its step, and of the step before, after `events`. */
function engineSays(events: Array<{ type: string; [k: string]: unknown }>, saved?: ReturnType<typeof persistJourney>) {
  const journey = purchaseJourney(editPurchase);
  const actor = startJourneyActor(journey, { saved });
  for (const event of events) actor.send(event);
  const { current, previous } = actor.getSnapshot().context as { current: string; previous: string | null };
  actor.stop();
  const pathOf = (name: string | null) => journey.journey.steps.find((s) => s.name === name)?.path;
  return { path: pathOf(current), previous: pathOf(previous) };
}
/** A step's own screen is shown at the page's address: a heading, and neither "not found" nor the fallback. */
async function aStepIsShown(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  expect(await page.getByText('We could not find that page').count()).toBe(0);
  expect(await page.getByTestId('missing-screen').count()).toBe(0);
}
const savedData = (page: Page) =>
  page.evaluate(() => (JSON.parse(sessionStorage.getItem('journey:onboarding') ?? '{}') as { snapshot?: { context?: { data?: Record<string, unknown> } } }).snapshot?.context?.data ?? {});

describe('editing a journey file', () => {
  it('swapping two steps changes the order the browser walks them in, with no code change', async () => {
    const stack = await editedStack();
    const c = await customerWithLine(stack);
    const page = await c.signedInPage('/manage/sim-replacement-order-request');
    await page.getByRole('heading', { level: 1, name: 'Replace your SIM' }).waitFor();
    await page.getByRole('radio', { name: 'It is damaged' }).check();
    await page.getByRole('radio', { name: /^Physical SIM/ }).check();
    await page.getByRole('checkbox', { name: /I agree that my current SIM stops working/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL('**/manage/sim-replacement-delivery-details');
    await page.getByRole('heading', { level: 1, name: 'Delivery details' }).waitFor();
    await page.getByLabel('Address', { exact: true }).fill('House 1, Street 2, Gulberg');
    await page.getByLabel('City', { exact: true }).fill('Lahore');
    await page.getByLabel('Province').fill('Punjab');
    await page.getByLabel('Postal code').fill('54000');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL('**/manage/sim-replacement-kyc');
    await page.getByRole('heading', { level: 1, name: 'Identity validation' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).first().click();
    await page.waitForURL('**/manage/sim-replacement-delivery-details');
    expect(await page.getByLabel('City', { exact: true }).inputValue()).toBe('Lahore');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/manage/sim-replacement-kyc');
    await fillCnicEkyc(page, { cnic: randomCnic(), contactNumber: '3001234567', knownContact: '+92 300 1234567' });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/manage/sim-replacement-order-summary');
    expect(stack.pageErrors).toEqual([]);
    await page.context().close();
    // A build of its own plus a whole signed-in walk: more than the default minute on a loaded machine.
  }, 240_000);

  it('a content step added in JSON (words in both languages beside it) is drawn at once, with Back and Continue, in English and Urdu', async () => {
    const stack = await editedStack();
    const page = await stack.page();
    await page.goto(`${stack.app.url}${repositoryPurchase().steps[0]?.path}`);
    await page.getByRole('heading', { level: 1, name: 'Choose your plan' }).waitFor();
    await page.getByText('Total (Inc. tax)').first().waitFor();
    await page.getByRole('button', { name: 'Choose Monthly Prepaid' }).click();

    await page.waitForURL(`**${GUIDE.path}`);
    await page.getByRole('heading', { level: 1, name: word('en', 'title') }).waitFor();
    const step = page.getByTestId('content-step');
    expect(await step.getByText(word('en', 'body')).count()).toBe(1);
    expect(await step.getByRole('listitem').filter({ hasText: word('en', 'tip') }).count()).toBe(1);
    expect(await step.getByRole('link', { name: word('en', 'help') }).getAttribute('href')).toBe('/help');
    // Its internal name and its developer note are never shown; nor is "not found" or the fallback.
    const shown = await page.locator('main').innerText();
    for (const hidden of [GUIDE.name, GUIDE.description, 'We could not find that page']) expect(shown).not.toContain(hidden);
    expect(await page.getByTestId('missing-screen').count()).toBe(0);

    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL(`**${repositoryPurchase().steps[0]?.path}`);
    await page.getByRole('heading', { level: 1, name: 'Choose your plan' }).waitFor();
    await page.getByRole('button', { name: 'Choose Monthly Prepaid' }).click();
    await page.waitForURL(`**${GUIDE.path}`);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    // Continue goes where the journey goes from the content step, to that step's own screen.
    await page.waitForURL(`**${engineSays([{ type: 'NEXT', data: { planId: 'plan-prepaid-monthly' } }, { type: 'NEXT' }]).path}`);
    await aStepIsShown(page);
    // A reload on the new step's address keeps the customer there.
    await page.goBack();
    await page.waitForURL(`**${GUIDE.path}`);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: word('en', 'title') }).waitFor();
    expect(new URL(page.url()).pathname).toBe(GUIDE.path);

    // In Urdu, the same step in its Urdu words, and no English left in it.
    const urdu = await stack.page();
    await urdu.addInitScript(() => localStorage.setItem('language', 'ur'));
    await withProgress(urdu, purchaseJourney(editPurchase));
    await urdu.goto(`${stack.app.url}${GUIDE.path}`);
    await urdu.getByRole('heading', { level: 1, name: word('ur', 'title') }).waitFor();
    const words = await urdu.getByTestId('content-step').innerText();
    for (const text of Object.values(GUIDE_WORDS.ur)) expect(words).toContain(text);
    expect(words).not.toMatch(/[A-Za-z]{3}/);
    expect(stack.pageErrors).toEqual([]);
    await urdu.context().close();
    await page.context().close();
  }, 240_000);

  it('a customer with progress saved before the edit resumes without a dead end: the removed step\'s address leads to the nearest step, with their choices kept', async () => {
    const stack = await editedStack();
    const before = purchaseJourney(beforeEdit);
    const after = purchaseJourney(editPurchase).journey;
    const page = await stack.page();
    // Saved on the step the edit took out, as the journey was, then opened at that step's address (bookmarked, or a reload).
    const saved = await withProgress(page, before);
    const removed = before.journey.steps.find((s) => s.name === (beforeEdit ? FORMER : afterLanding).name);
    expect(saved.currentStep).toBe(removed?.name);
    expect(after.steps.some((s) => s.name === removed?.name)).toBe(false);
    await page.goto(`${stack.app.url}${removed?.path}`);
    // The nearest step still there (the next of the order it was saved in), as the engine resumes it, with their choices.
    const resumed = engineSays([], saved);
    await page.waitForURL(`**${resumed.path}`);
    await aStepIsShown(page);
    expect(await savedData(page)).toMatchObject({ planId: 'plan-prepaid-monthly' });
    // Back goes to the step now before it.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL(`**${resumed.previous}`);
    await aStepIsShown(page);

    // The removed address with nothing saved opens the purchase at its start, not "not found".
    const fresh = await stack.page();
    await fresh.goto(`${stack.app.url}${removed?.path}`);
    await fresh.waitForURL(`**${after.steps[0]?.path}`);
    await fresh.getByRole('heading', { level: 1, name: 'Choose your plan' }).waitFor();
    expect(stack.pageErrors).toEqual([]);
    await fresh.context().close();
    await page.context().close();
  }, 240_000);

  it('a step path that is already another route fails the build, naming file and JSON pointer', async () => {
    const failure = await buildWith('collision', {
      onboarding: (j) => {
        j.steps.splice(2, 0, { name: GUIDE.name, path: '/profile' });
      },
    }).then(
      () => undefined,
      (e: { stderr: string; stdout: string }) => `${e.stdout}\n${e.stderr}`,
    );
    expect(failure).toMatch(/journeys\/onboarding\.json: \/steps\/2\/path: step path '\/profile' is already the route of page 'profile'/);
  });

  it('an invalid journey fails the build, naming file and JSON pointer', async () => {
    const failure = await buildWith('invalid', {
      onboarding: (j) => {
        (j.steps[3] as Record<string, unknown>).skip = 'isFullMoon';
      },
    }).then(
      () => undefined,
      (e: { stderr: string; stdout: string }) => `${e.stdout}\n${e.stderr}`,
    );
    expect(failure).toMatch(/journeys\/onboarding\.json: \/steps\/3\/skip: unknown guard 'isFullMoon'/);
  });
});
