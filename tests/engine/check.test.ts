import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { checkJourneyText } from '../../engine/check';
import { journeyFiles } from '../support/journeys';

const wizard = (steps: unknown[], extra: Record<string, unknown> = {}) => JSON.stringify({ id: 'w', kind: 'wizard', steps, ...extra });
const machine = (states: Record<string, unknown>, initial = 'a') => JSON.stringify({ id: 'm', kind: 'machine', initial, states });
const end = { type: 'final', screenless: true };

interface BadCase {
  name: string;
  text: string;
  expected: Array<[pointer: string, message: RegExp]>;
}

const bad: BadCase[] = [
  { name: 'invalid JSON', text: '{"id": "w", "kind": "wizard",, }', expected: [['', /invalid JSON at line 1, column \d+/]] },
  { name: 'not an object', text: '[]', expected: [['', /must be a JSON object/]] },
  { name: 'unknown kind', text: '{"id":"x","kind":"flow"}', expected: [['/kind', /'wizard' or 'machine'/]] },
  { name: 'missing steps', text: '{"id":"x","kind":"wizard"}', expected: [['', /missing required property 'steps'/]] },
  { name: 'unknown property in a step', text: wizard([{ name: 'a', path: '/a', skp: 'isNotPortIn' }]), expected: [['/steps/0', /unknown property 'skp'/]] },
  { name: 'step name not an identifier', text: wizard([{ name: 'a b', path: '/a' }]), expected: [['/steps/0/name', /must match pattern/]] },
  {
    name: 'duplicate step names and paths',
    text: wizard([{ name: 'a', path: '/a' }, { name: 'a', path: '/a' }]),
    expected: [['/steps/1/name', /duplicate step name 'a' \(first at \/steps\/0\)/], ['/steps/1/path', /duplicate step path '\/a'/]],
  },
  { name: 'path without leading slash', text: wizard([{ name: 'a', path: 'web/a' }]), expected: [['/steps/0/path', /must start with '\/'/]] },
  { name: 'unknown skip guard', text: wizard([{ name: 'a', path: '/a' }, { name: 'b', path: '/b', skip: 'isMoonFull' }]), expected: [['/steps/1/skip', /unknown guard 'isMoonFull'/]] },
  { name: 'first step skipped', text: wizard([{ name: 'a', path: '/a', skip: 'isNotPortIn' }]), expected: [['/steps/0/skip', /first step cannot be skipped/]] },
  { name: 'unknown initial state', text: machine({ b: end }, 'a'), expected: [['/initial', /initial state 'a' is not defined/]] },
  { name: 'transition to unknown state', text: machine({ a: { screen: 's', on: { GO: 'zz' } }, b: end }), expected: [['/states/a/on/GO', /unknown state 'zz'/]] },
  {
    name: 'unknown guard, action, delay and actor',
    text: machine({
      a: { screen: 's', entry: ['nope'], after: { slow: 'b' }, on: { GO: { target: 'b', guard: { not: 'ghost' }, actions: ['boom'] } }, invoke: { src: 'phantom' } },
      b: end,
    }),
    expected: [
      ['/states/a/entry/0', /unknown action 'nope'/],
      ['/states/a/after/slow', /unknown delay 'slow'/],
      ['/states/a/invoke/src', /unknown actor 'phantom'/],
      ['/states/a/on/GO/guard', /unknown guard 'ghost'/],
      ['/states/a/on/GO/actions/0', /unknown action 'boom'/],
    ],
  },
  { name: 'unreachable state', text: machine({ a: { screen: 's', on: { GO: 'b' } }, b: end, c: end }), expected: [['/states/c', /unreachable from 'a'/]] },
  { name: 'end cannot be reached', text: machine({ a: { screen: 's', on: { GO: 'b', DONE: 'c' } }, b: { screen: 's' }, c: end }), expected: [['/states/b', /end cannot be reached/]] },
  { name: 'no final state', text: machine({ a: { screen: 's' } }), expected: [['/states', /no final state/]] },
  { name: 'state without screen', text: machine({ a: { on: { GO: 'b' } }, b: end }), expected: [['/states/a', /needs a 'screen' or 'screenless: true'/]] },
  { name: 'expression strings are not names', text: machine({ a: { screen: 's', on: { GO: { target: 'b', guard: 'ctx.x > 1' } } }, b: end }), expected: [['/states/a/on/GO/guard', /must match pattern|must be object/]] },
];

describe('journey check: bad input', () => {
  it.each(bad)('$name', ({ text, expected }) => {
    const problems = checkJourneyText('bad.json', text);
    for (const [ptr, message] of expected) {
      expect(problems, JSON.stringify(problems)).toContainEqual(expect.objectContaining({ file: 'bad.json', pointer: ptr, message: expect.stringMatching(message) }));
    }
  });

  it('reports schema and semantic problems together', () => {
    const problems = checkJourneyText('x.json', wizard([{ name: 'a', path: '/a' }, { name: 'a', path: 'b', skip: 3 }]));
    expect(problems.map((p) => p.pointer)).toEqual(expect.arrayContaining(['/steps/1/skip', '/steps/1/name', '/steps/1/path']));
  });
});

describe('journey check: the repository journeys', () => {
  it.each(journeyFiles())('$file is valid', ({ file, definition }) => {
    expect(checkJourneyText(file, JSON.stringify(definition))).toEqual([]);
  });
});

describe('npm run journeys:check', () => {
  const run = promisify(execFile);
  const cli = (files: string[]) => run('npx', ['tsx', 'scripts/journeys-check.ts', ...files], { cwd: join(import.meta.dirname, '..', '..') });

  it('prints every problem of every file as file: pointer: message and exits 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'journeys-'));
    writeFileSync(join(dir, 'one.json'), wizard([{ name: 'a', path: 'a' }]));
    writeFileSync(join(dir, 'two.json'), machine({ a: { screen: 's', on: { GO: 'zz' } }, b: end }));
    const failure = await cli([join(dir, 'one.json'), join(dir, 'two.json')]).then(() => undefined, (e: { code: number; stderr: string }) => e);
    expect(failure?.code).toBe(1);
    const lines = failure?.stderr.split('\n') ?? [];
    expect(lines).toEqual(expect.arrayContaining([
      expect.stringMatching(/one\.json: \/steps\/0\/path: step path 'a' must start with '\/'$/),
      expect.stringMatching(/two\.json: \/states\/a\/on\/GO: transition to unknown state 'zz'$/),
      expect.stringMatching(/two\.json: \/states\/b: state 'b' is unreachable from 'a'$/),
    ]));
  });

  it('passes on the repository journeys', async () => {
    const { stdout } = await cli([]);
    expect(stdout).toMatch(/every journey is valid/);
  });
});
