/**
 * Who walks a wizard, in the journey's own terms: the data worlds (scripts/studio/data-worlds.ts) that the
 * journey's skip guards tell apart, each walked by a visitor and by a signed-in customer (only signed-in customers
 * for a journey behind the sign-in gate, `"auth": true`). Worlds the journey's guards cannot tell apart are one
 * group, named after its first world when the journey reads every guard that name speaks of ("eSIM customers"),
 * else by what the journey's guards see ("customers who pay"). The studio's paths and diff and QA's paths
 * (scripts/studio/qa-paths.ts) walk these groups, so a skip by `isSignedIn` is said of signed-in customers only.
 */
import { createBehaviours, stepDataContract, type JourneyDefinition } from '../../engine';
import { DATA_WORLDS, GUARD_PHRASES, type DataWorld } from './data-worlds';
import { guardText } from './titles';

/** A customer group walking a wizard. */
export interface Walker {
  /** As the subject of a sentence: "signed-in eSIM customers", "eSIM visitors", "customers". */
  name: string;
  /** The group's name without the session (what a visitor and a signed-in customer of it share). */
  group: string;
  /** For path ids: short and readable. */
  slug: string;
  signedIn: boolean;
  /** The data world the group stands for. */
  world: DataWorld;
  /** The data the customer gives when leaving a step (Next), or undefined for none. */
  dataAt(step: string): Record<string, unknown> | undefined;
}

/** The guard the session is read by: it splits walkers into visitors and signed-in customers, not data worlds. */
export const SESSION_GUARD = 'isSignedIn';

/** The skip guards of wizards' steps (the session's aside): what tells their data worlds apart. */
function dataGuards(definitions: JourneyDefinition[]): string[] {
  const skips = definitions.flatMap((d) => (d.kind === 'wizard' ? d.steps.flatMap((s) => (s.skip && s.skip !== SESSION_GUARD ? [s.skip] : [])) : []));
  return [...new Set(skips)];
}

/**
 * The data worlds as the journey's guards see them: one group per distinct answer of its guards (and of the guards of
 * `others`, the journey's other version in a diff, so both versions are walked by the same groups).
 */
export function worldGroups(definition: JourneyDefinition, others: JourneyDefinition[] = [], worlds: readonly DataWorld[] = DATA_WORLDS): DataWorld[] {
  const guards = createBehaviours({ now: () => 0 }).guards;
  const names = dataGuards([definition, ...others]);
  const answers = (w: DataWorld) => names.map((g) => guards[g]?.({ context: { data: { ...w.data } }, event: { type: 'wizard.derive' } }) === true);
  const groups = new Map<string, DataWorld[]>();
  for (const w of worlds) {
    const key = JSON.stringify(answers(w));
    groups.set(key, [...(groups.get(key) ?? []), w]);
  }
  return [...groups.values()].map((members) => {
    const first = members[0]!;
    // The first world's own name, when the journey reads every guard the name speaks of ("eSIM customers").
    if (first.speaksOf && first.speaksOf.every((g) => names.includes(g))) return first;
    const seen = answers(first).map((holds, i) => GUARD_PHRASES[names[i]!]?.[holds ? 0 : 1] ?? `for whom ${guardText(names[i]!, !holds)}`);
    return { name: seen.length ? `customers ${list(seen)}` : 'customers', data: first.data };
  });
}

/** "physical SIM customers" as a visitor: "physical SIM visitors"; signed in: "signed-in physical SIM customers". */
function sessionName(group: string, signedIn: boolean): string {
  if (signedIn) return `signed-in ${group}`;
  return /\bcustomers\b/.test(group) ? group.replace(/\bcustomers\b/, 'visitors') : `visitors: ${group}`;
}

/**
 * Which step collects which data: the steps' `provides` (engine/data-contract.ts), or undefined for a journey that
 * declares none (then the whole world is given on leaving the first step).
 */
export function collectsOf(definition: JourneyDefinition): ((step: string) => readonly string[] | undefined) | undefined {
  if (definition.kind !== 'wizard' || !definition.steps.some((s) => s.provides?.length)) return undefined;
  return (step) => stepDataContract(definition, step)?.provides;
}

/**
 * Every group walking a wizard. The customer gives each part of the group's data when leaving the step that collects
 * it (the steps' `provides`), so a guard sees only what the customer has told the journey so far.
 */
export function journeyWalkers(definition: JourneyDefinition, options: { others?: JourneyDefinition[] } = {}): Walker[] {
  if (definition.kind !== 'wizard') return [];
  const { others = [] } = options;
  const collects = collectsOf(definition);
  const sessions = definition.auth ? [true] : [false, true];
  const first = definition.steps[0]?.name;
  return worldGroups(definition, others).flatMap((world) =>
    sessions.map((signedIn) => {
      const dataAt = (step: string) => {
        const keys = collects?.(step);
        if (!collects) return step === first ? { ...world.data } : undefined;
        const given = Object.fromEntries(Object.entries(world.data).filter(([k]) => keys?.includes(k)));
        return Object.keys(given).length ? given : undefined;
      };
      const name = definition.auth ? world.name : sessionName(world.name, signedIn);
      return { name, group: world.name, slug: `${definition.auth ? '' : signedIn ? 'signed-in-' : 'visitor-'}${world.name}`, signedIn, world, dataAt };
    }),
  );
}

/**
 * Who a change applies to, as the subject of a sentence: "all customers", "signed-in customers", "visitors",
 * "all customers except eSIM customers", or the groups named (visitors and signed-in customers of a group together
 * named once, by the group).
 */
export function walkersSubject(names: string[], all: Walker[]): string {
  const chosen = all.filter((w) => names.includes(w.name));
  if (chosen.length === all.length) return 'all customers';
  const named = collapsed(names, all);
  const sessions = [...new Set(all.map((w) => w.signedIn))];
  for (const signedIn of sessions) {
    const side = all.filter((w) => w.signedIn === signedIn);
    if (sessions.length > 1 && chosen.length === side.length && side.every((w) => chosen.includes(w))) return signedIn ? 'signed-in customers' : 'visitors';
  }
  const groups = [...new Set(all.map((w) => w.group))];
  const whole = groups.filter((g) => named.includes(g));
  const others = groups.filter((g) => !all.some((w) => w.group === g && chosen.includes(w)));
  if (whole.length === named.length && groups.length >= 4 && others.length <= 2 && whole.length > others.length) return `all customers except ${list(others)}`;
  return list(named);
}

/** Walker names with a group walked by all its sessions named once, by the group (in the order of `all`). */
export function collapsed(names: string[], all: Walker[]): string[] {
  const out: string[] = [];
  for (const w of all) {
    if (!names.includes(w.name)) continue;
    const whole = all.filter((x) => x.group === w.group).every((x) => names.includes(x.name));
    const name = whole ? w.group : w.name;
    if (!out.includes(name)) out.push(name);
  }
  return out;
}

/** "A", "A and B", "A, B and C". */
export const list = (items: string[]) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
