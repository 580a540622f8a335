import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { diffJourney, pathChanges, pathText } from '../../scripts/studio/diff';
import { stepTitle } from '../../scripts/studio/titles';
import { checkedGraph, diffAgainst, workingJourneys } from '../../scripts/studio/sources';
import { checkJourneySet } from '../../scripts/journey-checks';
import { DATA_WORLDS } from '../../scripts/studio/data-worlds';
import { journeyWalkers, walkersSubject } from '../../scripts/studio/walkers';
import type { JourneyDefinition } from '../../engine';
import { fixtureSet, PURCHASE_FIXTURE, scratchRepo, swapSteps } from './scratch-repo';

const ROOT = join(import.meta.dirname, '..', '..');
const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const world = (name: string) => DATA_WORLDS.find((w) => w.name === name)!.name;
const physical = world('physical SIM customers with a new number');
const esim = world('eSIM customers');
const portIn = world('physical SIM customers who bring their number');
const portInNoKyc = world('customers who bring their number and need no eKYC');
// The shop fixture reads no SIM type or price: its groups are named by what its guards see (a new number or one
// brought along, eKYC or not), not by the purchase's worlds' names.
const newNumberWithEkyc = 'customers with a new number and who need eKYC';
const portInWithEkyc = 'customers who bring their number and who need eKYC';

describe('journeys:diff on a fixture edit (steps swapped, a step added, a skip removed)', () => {
  const diff = diffJourney('journeys/shop.json', fixture('shop-before.json'), fixture('shop-after.json'), 'HEAD', { set: fixtureSet() });

  it('yields exactly the customer paths removed and added, with who walks them', () => {
    expect(diff.status).toBe('changed');
    expect(diff.note).toBeUndefined();
    expect(diff.removedPaths).toEqual([
      { steps: ['preCheckout', 'connectionDetails', 'personalDetails', 'manualEkyc', 'orderSummary', 'selectPaymentMethods'], worlds: [newNumberWithEkyc] },
      { steps: ['preCheckout', 'connectionDetails', 'portInDetails', 'personalDetails', 'manualEkyc', 'orderSummary', 'selectPaymentMethods'], worlds: [portInWithEkyc] },
      { steps: ['preCheckout', 'connectionDetails', 'portInDetails', 'personalDetails', 'orderSummary', 'selectPaymentMethods'], worlds: [portInNoKyc] },
    ]);
    expect(diff.addedPaths).toEqual([
      { steps: ['preCheckout', 'addonSelection', 'connectionDetails', 'personalDetails', 'manualEkyc', 'selectPaymentMethods', 'orderSummary'], worlds: [newNumberWithEkyc] },
      { steps: ['preCheckout', 'addonSelection', 'connectionDetails', 'portInDetails', 'personalDetails', 'manualEkyc', 'selectPaymentMethods', 'orderSummary'], worlds: [portInWithEkyc, portInNoKyc] },
    ]);
  });

  it('says what changed in plain sentences, once per change, naming who it applies to', () => {
    expect(diff.sentences).toEqual([
      'All customers now see Add-ons after Choose your plan.',
      'All customers now see Payment method before Order summary.',
      'Customers who bring their number and need no eKYC now see Identity validation after Personal details.',
    ]);
  });

  it('marks the added step and the changed arrows for the picture', () => {
    expect([...diff.marks!.addedNodes]).toEqual(['addonSelection']);
    expect(diff.marks!.removedNodes).toEqual([]);
    expect(diff.marks!.removedEdges.map((e) => `${e.from}->${e.to}`)).toContain('orderSummary->selectPaymentMethods');
    expect([...diff.marks!.addedEdges].map((k) => k.split('|')[0])).toContain('selectPaymentMethods->orderSummary');
  });

  it('the reverse edit reads the other way round', () => {
    const back = diffJourney('journeys/shop.json', fixture('shop-after.json'), fixture('shop-before.json'), 'HEAD', { set: fixtureSet() });
    expect(back.sentences).toEqual([
      'All customers no longer see Add-ons.',
      'All customers now see Order summary before Payment method.',
      'Customers who bring their number and need no eKYC no longer see Identity validation.',
    ]);
    expect(back.addedPaths).toEqual(diff.removedPaths);
    expect(back.removedPaths).toEqual(diff.addedPaths);
  });
});

describe('pathChanges and subject', () => {
  it('names a removed, an added and a moved step', () => {
    expect(pathChanges(['preCheckout', 'orderSummary', 'payment'], ['addonSelection', 'payment', 'orderSummary'])).toEqual([
      'no longer see Choose your plan',
      'now start with Add-ons',
      'now see Payment before Order summary',
    ]);
    expect(pathChanges(['a', 'b'], ['a', 'b'])).toEqual([]);
  });

  it('says "all customers", "signed-in customers", "visitors", "all customers except …" or names the groups', () => {
    const onboarding = JSON.parse(readFileSync(PURCHASE_FIXTURE, 'utf8')) as JourneyDefinition;
    const all = journeyWalkers(onboarding);
    const names = all.map((w) => w.name);
    expect(walkersSubject(names, all)).toBe('all customers');
    expect(walkersSubject(all.filter((w) => w.signedIn).map((w) => w.name), all)).toBe('signed-in customers');
    expect(walkersSubject(all.filter((w) => !w.signedIn).map((w) => w.name), all)).toBe('visitors');
    expect(walkersSubject(all.filter((w) => w.group !== esim).map((w) => w.name), all)).toBe('all customers except eSIM customers');
    expect(walkersSubject(all.filter((w) => w.group === esim || (w.group === portIn && !w.signedIn)).map((w) => w.name), all)).toBe(
      'eSIM customers and physical SIM visitors who bring their number',
    );
    // A journey behind the sign-in gate is walked by signed-in customers only, and says "customers".
    const planSwitch = JSON.parse(readFileSync(join(ROOT, 'journeys', 'plan-switch.json'), 'utf8')) as JourneyDefinition;
    expect(journeyWalkers(planSwitch).map((w) => w.name)).toEqual(['customers who pay', 'customers whose order costs nothing']);
  });
});

describe('journeys:diff on the purchase journey as shipped (its frozen copy, tests/studio/fixtures/onboarding.json)', () => {
  const text = readFileSync(PURCHASE_FIXTURE, 'utf8');

  it('swapping Personal details and Address details changes every path that shows the address step', () => {
    const json = JSON.parse(text) as { steps: Array<{ name: string }> };
    const p = json.steps.findIndex((s) => s.name === 'personalDetails');
    const a = json.steps.findIndex((s) => s.name === 'addressDetails');
    [json.steps[p], json.steps[a]] = [json.steps[a]!, json.steps[p]!];
    const diff = diffJourney('journeys/onboarding.json', text, JSON.stringify(json, null, 2));
    expect(diff.sentences).toEqual(['All customers except eSIM customers now see Address details before Personal details.']);
    const worlds = diff.addedPaths.flatMap((x) => x.worlds).sort();
    expect(worlds).toEqual([physical, portIn, portInNoKyc].sort());
    expect(diff.addedPaths.every((x) => x.steps.indexOf('addressDetails') < x.steps.indexOf('personalDetails'))).toBe(true);
  });

  it("a change of a step's work and of its outcomes is named in sentences", () => {
    type Step = { name: string; invoke?: Record<string, unknown> };
    const json = JSON.parse(text) as { steps: Step[] };
    const summary = json.steps.find((s) => s.name === 'orderSummary')!;
    // The shipped summary's own work is left out of the base, so adding work to a step without any is named too.
    delete summary.invoke;
    const base = JSON.stringify(json, null, 2);
    summary.invoke = { src: 'createPayable', onError: [{ guard: 'isNumberTakenError', target: 'connectionDetails' }] };
    const before = JSON.stringify(json, null, 2);
    summary.invoke = { src: 'createPayable', onError: [{ guard: 'isKycMissingError', target: 'manualEkyc' }] };
    const diff = diffJourney('journeys/onboarding.json', before, JSON.stringify(json, null, 2));
    // Steps are numbered as the JSON orders them.
    const no = (name: string) => json.steps.findIndex((s) => s.name === name) + 1;
    expect(diff.sentences).toEqual([
      `From ${no('orderSummary')}. Order summary, create the order or request to pay (once per attempt key): failed if the error says the identity check is missing or refused now leads to ${no('manualEkyc')}. Identity validation.`,
      `From ${no('orderSummary')}. Order summary, create the order or request to pay (once per attempt key): failed if the error says the number was taken by someone else no longer leads to ${no('connectionDetails')}. Connection details.`,
    ]);
    expect(diff.addedPaths).toEqual([]);
    const added = diffJourney('journeys/onboarding.json', base, before);
    expect(added.sentences).toContain('Order summary now, on Next, create the order or request to pay (once per attempt key).');
  });

  it("a gate before a step's work is named, and customers still walk through it (a visitor once verified)", () => {
    type Step = { name: string; invoke?: { gate?: unknown } };
    const json = JSON.parse(text) as { steps: Step[] };
    const summary = json.steps.find((s) => s.name === 'orderSummary')!;
    expect(summary.invoke?.gate).toMatchObject({ guard: 'isSignedIn' });
    delete summary.invoke!.gate;
    const diff = diffJourney('journeys/onboarding.json', JSON.stringify(json, null, 2), text);
    expect(diff.sentences).toEqual(['Order summary now, on Next, waits unless the customer is signed in.']);
    expect(diff.addedPaths).toEqual([]);
    expect(diff.removedPaths).toEqual([]);
    const back = diffJourney('journeys/onboarding.json', text, JSON.stringify(json, null, 2));
    expect(back.sentences).toEqual(['Order summary no longer, on Next, waits unless the customer is signed in.']);
  });

  it('a skip by isSignedIn on the add-ons step is said of signed-in customers: visitors still see Add-ons', () => {
    const json = JSON.parse(text) as { steps: Array<{ name: string; skip?: string }> };
    json.steps.find((s) => s.name === 'addonSelection')!.skip = 'isSignedIn';
    const diff = diffJourney('journeys/onboarding.json', text, JSON.stringify(json, null, 2));
    expect(diff.sentences).toEqual(['Signed-in customers no longer see Add-ons.']);
    // Every visitor still walks the old paths; every new path is a signed-in customer's, without Add-ons.
    expect(diff.removedPaths).toEqual([]);
    expect(diff.addedPaths.length).toBeGreaterThan(0);
    for (const p of diff.addedPaths) {
      expect(p.steps).not.toContain('addonSelection');
      for (const who of p.worlds) expect(who).toMatch(/^signed-in /);
    }
  });

  it('a skip reading data collected later is walked as customers meet it: the data is not known yet, so nobody skips the step', () => {
    // The add-ons step comes before connection details, which collects the SIM type: an eSIM is not known there yet.
    const json = JSON.parse(text) as { steps: Array<{ name: string; skip?: string }> };
    json.steps.find((s) => s.name === 'addonSelection')!.skip = 'isEsimWithoutDelivery';
    const diff = diffJourney('journeys/onboarding.json', text, JSON.stringify(json, null, 2));
    expect(diff.sentences.filter((s) => s.includes('no longer see Add-ons'))).toEqual([]);
    expect(diff.addedPaths).toEqual([]);
    expect(diff.removedPaths).toEqual([]);
  });

  it('an unchanged journey has no paths and no sentences', () => {
    const diff = diffJourney('journeys/onboarding.json', text, text);
    expect(diff).toMatchObject({ status: 'unchanged', addedPaths: [], removedPaths: [], sentences: [] });
  });
});

describe('journeys:diff on a step that hosts a child journey', () => {
  it("names a change of the child's endings that move on, and an ending sent to another step", () => {
    const text = readFileSync(join(ROOT, 'journeys', 'termination.json'), 'utf8');
    const json = JSON.parse(text) as { steps: Array<{ name: string; child?: { onDone: Array<Record<string, string>> } }> };
    // The step hosting the decision and the first step, read from the JSON with their titles as the diff gives them.
    const i = json.steps.findIndex((s) => s.child);
    const submit = json.steps[i]!;
    const first = json.steps[0]!.name;
    const child = (submit.child as unknown as { journey: string }).journey;
    submit.child!.onDone = [{ endedIn: 'terminated' }, { endedIn: 'kept', target: first }];
    const diff = diffJourney('journeys/termination.json', text, JSON.stringify(json, null, 2));
    expect(diff.sentences).toEqual([`From ${i + 1}. ${stepTitle(submit.name)}, ${child} ended in kept now leads to 1. ${stepTitle(first)}.`]);
    submit.child!.onDone = [{ endedIn: 'terminated' }, { endedIn: 'kept' }];
    const onward = diffJourney('journeys/termination.json', text, JSON.stringify(json, null, 2));
    expect(onward.sentences).toEqual([
      `${stepTitle(submit.name)} now hosts the journey ${child} (on when it ends in terminated or kept) (instead of: ${child} (on when it ends in terminated)).`,
    ]);
  });
});

describe('journeys:diff on a machine journey', () => {
  it('names arrows removed and states added', () => {
    const text = readFileSync(join(ROOT, 'journeys', 'guest-verification.json'), 'utf8');
    const json = JSON.parse(text) as { states: Record<string, { on?: Record<string, unknown> }> };
    delete json.states.enterCode!.on!.CANCEL;
    json.states.enterCode!.on!.HELP = 'helpDesk';
    json.states.helpDesk = { type: 'final', screenless: true } as never;
    const diff = diffJourney('journeys/guest-verification.json', text, JSON.stringify(json));
    expect(diff.sentences).toEqual([
      'New state Help desk.',
      'From Enter code, HELP now leads to Help desk.',
      'From Enter code, CANCEL no longer leads to Cancelled.',
    ]);
  });
});

describe('journeys:diff bad input: one line each', () => {
  const text = fixture('shop-before.json');
  it('a new journey and a deleted journey', () => {
    expect(diffJourney('journeys/shop.json', undefined, text).note).toBe('journeys/shop.json: new journey, not at HEAD');
    expect(diffJourney('journeys/shop.json', text, undefined, 'main').note).toBe('journeys/shop.json: deleted since main');
  });

  it('a working copy that fails the check is not compared, but still marked for the picture', () => {
    const broken = text.replace('"isKycNotRequired"', '"isFullMoon"');
    const diff = diffJourney('journeys/shop.json', text, broken, 'HEAD', { set: fixtureSet() });
    expect(diff.note).toBe('journeys/shop.json: customer paths not compared: the working copy fails journeys:check (1 problem(s))');
    expect(diff.graph!.nodes.find((n) => n.id === 'manualEkyc')!.problems).toEqual(["skip: unknown guard 'isFullMoon'"]);
  });

  it('a ref that does not exist', () => {
    expect(diffAgainst(ROOT, 'no-such-ref-h13')).toEqual({ ok: false, line: "journeys:diff: 'no-such-ref-h13' is not a commit in this repository; nothing compared." });
    expect(diffAgainst(ROOT, '--output=x')).toMatchObject({ ok: false });
  });

});

describe('the diff, the studio and the pictures check as journeys:check does', () => {
  const text = readFileSync(PURCHASE_FIXTURE, 'utf8');
  const texts = () => [...workingJourneys(ROOT)].map(([file, t]) => ({ file, text: t }));

  it('an unknown screen (valid alone, a placeholder for customers) is the same problem in journeys:check, the picture and the diff', () => {
    const json = JSON.parse(text) as { steps: Array<{ name: string; screen?: string }> };
    json.steps[1]!.screen = 'addonCarousel';
    const edited = JSON.stringify(json, null, 2);
    const fromCheck = checkJourneySet([...texts().filter((t) => t.file !== 'journeys/onboarding.json'), { file: 'journeys/onboarding.json', text: edited }], new Set(['journeys/onboarding.json']));
    expect(fromCheck.map((p) => p.message).join('\n')).toContain('addonCarousel');
    const { problems } = checkedGraph('journeys/onboarding.json', edited);
    expect(problems).toEqual(fromCheck.filter((p) => p.file === 'journeys/onboarding.json'));
    const diff = diffJourney('journeys/onboarding.json', text, edited);
    expect(diff.note).toBe(`journeys/onboarding.json: customer paths not compared: the working copy fails journeys:check (${problems.length} problem(s))`);
  });

  it('a content step is named by its English content title in the sentences and paths, never by its name', () => {
    const dir = scratchRepo();
    try {
      const file = join(dir, 'journeys', 'onboarding.json');
      const json = JSON.parse(readFileSync(file, 'utf8')) as { steps: Array<Record<string, unknown>> };
      json.steps.splice(1, 0, { name: 'simGuideInternal', path: '/web/sim-guide', content: { title: 'guide.title', body: 'guide.body' } });
      writeFileSync(file, JSON.stringify(json, null, 2));
      mkdirSync(join(dir, 'journeys', 'content'));
      writeFileSync(join(dir, 'journeys', 'content', 'onboarding.en.json'), JSON.stringify({ 'guide.title': 'Your SIM in three steps', 'guide.body': 'Choose, verify, pay.' }));
      writeFileSync(join(dir, 'journeys', 'content', 'onboarding.ur.json'), JSON.stringify({ 'guide.title': 'تین مراحل میں آپ کی سم', 'guide.body': 'منتخب کریں، تصدیق کریں، ادائیگی کریں۔' }));
      const report = diffAgainst(dir);
      if (!report.ok) throw new Error(report.line);
      const diff = report.diffs.find((d) => d.id === 'onboarding')!;
      expect(diff.note).toBeUndefined();
      const told = [...diff.sentences, ...diff.addedPaths.map((p) => pathText(p, diff.titles))].join('\n');
      expect(told).toContain('Your SIM in three steps');
      expect(told).not.toContain('simGuideInternal');
      expect(told).not.toContain('Sim guide internal');
      // The picture of the change titles it so too.
      const titles = diff.graph!.nodes.map((n) => n.title).join('\n');
      expect(titles).toContain('Your SIM in three steps');
      expect(titles).not.toMatch(/simGuideInternal|Sim guide internal/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('npm run journeys:diff, the command', () => {
  it('the command names the changed paths of an edited onboarding.json, draws them, and exits 0', () => {
    const dir = scratchRepo();
    try {
      swapSteps(join(dir, 'journeys', 'onboarding.json'), 'personalDetails', 'addressDetails');
      const out = execFileSync(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(ROOT, 'scripts', 'journeys-diff.ts')], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
      expect(out).toContain('onboarding (journeys/onboarding.json): 3 customer path(s) added, 3 removed');
      expect(out).toContain('  • All customers except eSIM customers now see Address details before Personal details.');
      expect(out).toContain('1 journey(s) unchanged.');
      expect(existsSync(join(dir, '.studio', 'diff', 'onboarding.svg'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the command prints one line and exits 0 for a bad ref', () => {
    const out = execFileSync('npx', ['tsx', 'scripts/journeys-diff.ts', 'no-such-ref-h13'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    expect(out.trim().split('\n')).toEqual(["journeys:diff: 'no-such-ref-h13' is not a commit in this repository; nothing compared."]);
  });
});
