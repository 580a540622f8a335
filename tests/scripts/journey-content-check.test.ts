import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkJourneyText } from '../../engine/check';
import { compileJourney, CONTENT_SCREEN, type JourneyDefinition } from '../../engine';
import { contentWordProblems } from '../../scripts/journey-content-check';
import { journeyGraph } from '../../scripts/studio/graph';
import { contentTitle } from '../../scripts/studio/titles';

const dir = mkdtempSync(join(tmpdir(), 'content-words-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const words = (file: string, json: unknown) => {
  mkdirSync(join(dir, 'content'), { recursive: true });
  writeFileSync(join(dir, 'content', file), typeof json === 'string' ? json : JSON.stringify(json));
};

/** A wizard with a content step at /steps/1, naming every kind of text a content step has. */
const guide = {
  id: 'shop',
  kind: 'wizard',
  steps: [
    { name: 'start', path: '/shop/start' },
    {
      name: 'guide',
      path: '/shop/guide',
      description: 'A developer note.',
      content: { title: 'g.title', body: 'g.body', image: { src: '/images/g.webp', alt: 'g.alt' }, list: ['g.one'], links: [{ text: 'g.help', href: '/help' }], buttons: { next: 'g.next' } },
    },
  ],
} as const;
const files = [{ file: 'journeys/shop.json', definition: guide as unknown as JourneyDefinition }];
const EN = { 'g.title': 'Before you start', 'g.body': 'Two minutes.', 'g.alt': 'A SIM card', 'g.one': 'Keep your CNIC at hand', 'g.help': 'Help', 'g.next': 'Start' };

describe('content steps', () => {
  it('are valid journey JSON, and a content part the schema does not know is refused with its pointer', () => {
    expect(checkJourneyText('journeys/shop.json', JSON.stringify(guide))).toEqual([]);
    const wrong = structuredClone(guide) as unknown as { steps: Array<{ content?: Record<string, unknown> }> };
    (wrong.steps[1]!.content as Record<string, unknown>).video = 'x';
    delete (wrong.steps[1]!.content as Record<string, unknown>).title;
    const problems = checkJourneyText('journeys/shop.json', JSON.stringify(wrong)).map((p) => `${p.pointer}: ${p.message}`);
    expect(problems).toEqual(expect.arrayContaining(["/steps/1/content: unknown property 'video'", "/steps/1/content: missing required property 'title'"]));
  });

  it('are drawn by the one content screen, which gets their parts in the state meta', () => {
    const { machine, journey } = compileJourney(guide as unknown as JourneyDefinition);
    expect(journey.steps[1]?.screen).toBe(CONTENT_SCREEN);
    expect(journey.steps[0]?.screen).toBe('start');
    const meta = machine.getStateNodeById('shop.guide').meta as { content?: unknown; screen?: string };
    expect(meta).toMatchObject({ screen: CONTENT_SCREEN, content: guide.steps[1].content });
  });

  it('need every word in English and Urdu: each one missing is a problem at its pointer, naming the file to edit', () => {
    words('shop.en.json', EN);
    words('shop.ur.json', { 'g.title': 'شروع کرنے سے پہلے', 'g.body': 'دو منٹ۔', 'g.one': EN['g.one'], 'g.help': 'مدد', 'g.next': 'شروع کریں' });
    expect(contentWordProblems(files, dir)).toEqual([
      { file: 'journeys/shop.json', pointer: '/steps/1/content/image/alt', message: "no Urdu words for 'g.alt': add them to journeys/content/shop.ur.json" },
      { file: 'journeys/shop.json', pointer: '/steps/1/content/list/0', message: "the Urdu words for 'g.one' are still English: translate them in journeys/content/shop.ur.json" },
    ]);
    words('shop.ur.json', { 'g.title': 'شروع کرنے سے پہلے', 'g.body': 'دو منٹ۔', 'g.alt': 'سم کارڈ', 'g.one': 'شناختی کارڈ پاس رکھیں', 'g.help': 'مدد', 'g.next': 'شروع کریں' });
    expect(contentWordProblems(files, dir)).toEqual([]);
  });

  it('with no words file, or one that is not key → text, say so', () => {
    words('shop.en.json', '{ not json');
    rmSync(join(dir, 'content', 'shop.ur.json'));
    const problems = contentWordProblems(files, dir);
    expect(problems[0]).toMatchObject({ file: 'journeys/content/shop.en.json', pointer: '', message: expect.stringMatching(/^invalid JSON/) });
    expect(problems.filter((p) => p.message.startsWith('no Urdu words')).map((p) => p.pointer)).toEqual([
      '/steps/1/content/title', '/steps/1/content/body', '/steps/1/content/image/alt', '/steps/1/content/list/0', '/steps/1/content/links/0/text', '/steps/1/content/buttons/next',
    ]);
    words('shop.en.json', { 'g.title': 3 });
    expect(contentWordProblems(files, dir)[0]).toMatchObject({ file: 'journeys/content/shop.en.json', pointer: '/g.title', message: 'a text must be a string with words in it' });
  });

  it("are drawn in the journey's picture with their English title, not their name", () => {
    words('shop.en.json', EN);
    expect(contentTitle('shop', 'g.title', 'guide', dir)).toBe('Before you start');
    expect(contentTitle('shop', 'g.missing', 'simGuide', dir)).toBe('Sim guide');
    // The picture of a journey of the repository's folder: a content step's node carries the title its words give.
    const graph = journeyGraph('journeys/shop.json', JSON.stringify(guide));
    expect(graph.nodes.find((n) => n.id === 'guide')?.lines).toContain('content step: its words are in journeys/content/');
  });
});
