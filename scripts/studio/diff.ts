/**
 * What an edit of a journey changes for customers: the customer paths of every data world before and after
 * (wizards), or the arrows between states (machines), as plain sentences plus marks for the picture.
 */
import type { JourneyDefinition } from '../../engine';
import type { Problem } from '../../engine/problem';
import { journeyProblems, type JourneySet } from './sources';
import { diffMarks, type DiffMarks } from './draw';
import { journeyGraph, journeyIdOf, START, type GraphEdge, type JourneyGraph } from './graph';
import { customerPaths, worldPaths, type CustomerPath } from './paths';
import { journeyWalkers, walkersSubject, type Walker } from './walkers';
import { actorText, guardText, humanise, stepTitle, stepTitlesOf, type StepTitles } from './titles';

export interface JourneyDiff {
  file: string;
  id: string;
  status: 'unchanged' | 'changed' | 'new' | 'deleted';
  /** One line for a new or deleted journey, or one whose paths cannot be compared. */
  note?: string;
  addedPaths: CustomerPath[];
  removedPaths: CustomerPath[];
  sentences: string[];
  /** Each step's title as a customer reads it (a content step's own words), by name, for its paths' texts. */
  titles?: Record<string, string>;
  /** The new version's graph (with its check problems) and what changed on it; absent for deleted journeys. */
  graph?: JourneyGraph;
  marks?: DiffMarks;
}

/** Longest common subsequence of two name lists (deterministic: on a tie the element of `a` is kept, so a moved step is one of `b`). */
function lcs(a: string[], b: string[]): string[] {
  const t = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--) t[i]![j] = a[i] === b[j] ? t[i + 1]![j + 1]! + 1 : Math.max(t[i + 1]![j]!, t[i]![j + 1]!);
  const out: string[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === b[j]) {
      out.push(a[i]!);
      i++;
      j++;
    } else if (t[i]![j + 1]! >= t[i + 1]![j]!) j++;
    else i++;
  }
  return out;
}

/** What one customer's path change looks like, as predicates of a sentence ("now see X before Y"). */
export function pathChanges(before: string[], after: string[], stepTitle: StepTitles = defaultTitle): string[] {
  const out: string[] = [];
  const inAfter = new Set(after);
  const inBefore = new Set(before);
  for (const s of before) if (!inAfter.has(s)) out.push(`no longer see ${stepTitle(s)}`);
  after.forEach((s, i) => {
    if (inBefore.has(s)) return;
    out.push(i === 0 ? `now start with ${stepTitle(s)}` : `now see ${stepTitle(s)} after ${stepTitle(after[i - 1]!)}`);
  });
  const commonBefore = before.filter((s) => inAfter.has(s));
  const commonAfter = after.filter((s) => inBefore.has(s));
  const kept = new Set(lcs(commonBefore, commonAfter));
  const was = (s: string) => commonBefore.indexOf(s);
  commonAfter.forEach((m, i) => {
    if (kept.has(m)) return;
    const overtaken = commonAfter.slice(i + 1).find((s) => was(s) < was(m));
    if (overtaken) return void out.push(`now see ${stepTitle(m)} before ${stepTitle(overtaken)}`);
    const passed = commonAfter.slice(0, i).filter((s) => was(s) > was(m)).at(-1);
    if (passed) out.push(`now see ${stepTitle(m)} after ${stepTitle(passed)}`);
  });
  return out;
}

const defaultTitle: StepTitles = (name) => stepTitle(name);

const sentence = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}.`;

/** Sentences for every world whose path changed; one sentence per change, naming every world it applies to. */
export function pathSentences(before: Array<{ world: string; steps: string[] }>, after: Array<{ world: string; steps: string[] }>, walkers: Walker[], title: StepTitles = defaultTitle): string[] {
  const who = new Map<string, string[]>();
  for (const { world, steps } of after) {
    const old = before.find((b) => b.world === world)?.steps ?? [];
    for (const change of pathChanges(old, steps, title)) (who.get(change) ?? who.set(change, []).get(change)!).push(world);
  }
  return [...who].map(([change, worlds]) => sentence(`${walkersSubject(worlds, walkers)} ${change}`));
}

function edgeSentence(e: GraphEdge, g: JourneyGraph, verb: 'now leads' | 'no longer leads'): string {
  const title = (id: string) => g.nodes.find((n) => n.id === id)?.title ?? humanise(id);
  if (e.from === START) return sentence(`the journey ${verb === 'now leads' ? 'now starts' : 'no longer starts'} at ${title(e.to)}`);
  return sentence(`from ${title(e.from)}, ${e.label.replace(/\n/g, ' ') || 'Next'} ${verb} to ${title(e.to)}`);
}

/** Sentences for a machine journey: states added or removed, arrows added or removed. */
function machineSentences(before: JourneyGraph, after: JourneyGraph, marks: DiffMarks): string[] {
  return [
    ...after.nodes.filter((n) => marks.addedNodes.has(n.id)).map((n) => sentence(`new state ${n.title}`)),
    ...marks.removedNodes.map((n) => sentence(`state ${n.title} is gone`)),
    ...after.edges.filter((e) => marks.addedEdges.has(e.key)).map((e) => edgeSentence(e, after, 'now leads')),
    ...marks.removedEdges.map((e) => edgeSentence(e, before, 'no longer leads')),
  ];
}

/**
 * What changed in the work of a wizard's steps, in sentences: a step that now does work, no longer does it or calls
 * something else on Next, and the outcome arrows (a success or failure sent to a named step) added or removed.
 */
function workSentences(before: JourneyDefinition, after: JourneyDefinition, old: JourneyGraph, graph: JourneyGraph, marks: DiffMarks, stepTitle: StepTitles): string[] {
  const work = (d: JourneyDefinition) => new Map(d.kind === 'wizard' ? d.steps.map((s) => [s.name, s.invoke?.src] as const) : []);
  const was = work(before);
  const out: string[] = [];
  // A gate before a step's work: "Order summary now, on Next, waits unless the customer is signed in".
  const gates = (d: JourneyDefinition) => new Map(d.kind === 'wizard' ? d.steps.map((s) => [s.name, s.invoke?.gate?.guard] as const) : []);
  const gatesBefore = gates(before);
  for (const [name, gate] of gates(after)) {
    const prior = gatesBefore.get(name);
    if (gate === prior) continue;
    if (!gate) out.push(sentence(`${stepTitle(name)} no longer, on Next, waits unless ${guardText(prior!)}`));
    else out.push(sentence(`${stepTitle(name)} now, on Next, waits unless ${guardText(gate)}`));
  }
  // A child journey a step hosts, and the endings that move on: "Submit now hosts the journey termination-decision".
  const hosted = (d: JourneyDefinition) =>
    new Map(d.kind === 'wizard' ? d.steps.map((s) => [s.name, s.child ? `${s.child.journey} (on when it ends in ${s.child.onDone.filter((o) => !o.target).map((o) => o.endedIn).join(' or ') || 'a state sent elsewhere'})` : undefined] as const) : []);
  const hostedBefore = hosted(before);
  for (const [name, child] of hosted(after)) {
    const prior = hostedBefore.get(name);
    if (child === prior) continue;
    if (!child) out.push(sentence(`${stepTitle(name)} no longer hosts the journey ${prior}`));
    else out.push(sentence(`${stepTitle(name)} now hosts the journey ${child}${prior ? ` (instead of: ${prior})` : ''}`));
  }
  for (const [name, src] of work(after)) {
    if (!was.has(name)) {
      if (src) out.push(sentence(`${stepTitle(name)} now, on Next, ${actorText(src)}`));
      continue;
    }
    const prior = was.get(name);
    if (src === prior) continue;
    if (!src) out.push(sentence(`${stepTitle(name)} no longer, on Next, ${actorText(prior!)}`));
    else out.push(sentence(`${stepTitle(name)} now, on Next, ${actorText(src)}${prior ? ` (instead of: ${actorText(prior)})` : ''}`));
  }
  const outcome = (e: GraphEdge) => e.kind === 'done' || e.kind === 'error';
  return [
    ...out,
    ...graph.edges.filter((e) => outcome(e) && marks.addedEdges.has(e.key)).map((e) => edgeSentence(e, graph, 'now leads')),
    ...marks.removedEdges.filter(outcome).map((e) => edgeSentence(e, old, 'no longer leads')),
  ];
}

/** How a diff checks both versions: their problems found already, or the set to check each within. */
export interface DiffChecks {
  problems?: { before: Problem[]; after: Problem[] };
  /** The journeys each version is checked within (default: this repository's), and where their content words are. */
  set?: JourneySet;
}

/**
 * Compares one journey file's text at a ref (`before`) with the working copy (`after`). Each version is checked as
 * journeys:check checks it (scripts/journey-checks.ts), within its set of journeys.
 */
export function diffJourney(file: string, before: string | undefined, after: string | undefined, ref = 'HEAD', checks: DiffChecks = {}): JourneyDiff {
  const problemsOf = (text: string, which: 'before' | 'after') => checks.problems?.[which] ?? journeyProblems(file, text, checks.set);
  const parse = (t: string | undefined) => {
    try {
      return t === undefined ? undefined : (JSON.parse(t) as unknown);
    } catch {
      return undefined;
    }
  };
  const id = journeyIdOf(file, parse(after) ?? parse(before));
  const base: JourneyDiff = { file, id, status: 'unchanged', addedPaths: [], removedPaths: [], sentences: [] };
  if (before === undefined && after === undefined) return base;
  if (after === undefined) return { ...base, status: 'deleted', note: `${file}: deleted since ${ref}` };
  const problemsAfter = problemsOf(after, 'after');
  const graph = journeyGraph(file, after, problemsAfter, checks.set?.journeysDir);
  if (before === undefined) return { ...base, status: 'new', note: `${file}: new journey, not at ${ref}`, graph };
  if (before === after) return { ...base, graph };

  const old = journeyGraph(file, before, [], checks.set?.journeysDir);
  const marks = diffMarks(old, graph);
  const changed: JourneyDiff = { ...base, status: 'changed', graph, marks };
  const problemsBefore = problemsOf(before, 'before');
  if (problemsAfter.length || problemsBefore.length) {
    const which = problemsAfter.length ? `the working copy fails journeys:check (${problemsAfter.length} problem(s))` : `the version at ${ref} fails journeys:check`;
    return { ...changed, note: `${file}: customer paths not compared: ${which}` };
  }
  const defBefore = JSON.parse(before) as JourneyDefinition;
  const defAfter = JSON.parse(after) as JourneyDefinition;
  if (defBefore.kind !== defAfter.kind) return { ...changed, note: `${file}: changed from ${defBefore.kind} to ${defAfter.kind}; paths not compared` };
  if (defAfter.kind === 'machine') return { ...changed, sentences: machineSentences(old, graph, marks) };

  // A content step is named by its own words, in either version.
  const title = stepTitlesOf([defAfter, defBefore], checks.set?.journeysDir);
  // Both versions are walked by the same groups: the data worlds either version's guards tell apart, in either session.
  const walkers = journeyWalkers(defAfter, { others: [defBefore] });
  const pathsBefore = worldPaths(defBefore, walkers);
  const pathsAfter = worldPaths(defAfter, walkers);
  const key = (p: CustomerPath) => p.steps.join('>');
  const groupsBefore = customerPaths(pathsBefore, walkers);
  const groupsAfter = customerPaths(pathsAfter, walkers);
  const keysBefore = new Set(groupsBefore.map(key));
  const keysAfter = new Set(groupsAfter.map(key));
  const addedPaths = groupsAfter.filter((p) => !keysBefore.has(key(p)));
  const removedPaths = groupsBefore.filter((p) => !keysAfter.has(key(p)));
  const shown = new Set([...addedPaths, ...removedPaths].flatMap((p) => p.steps));
  return {
    ...changed,
    addedPaths,
    removedPaths,
    titles: Object.fromEntries([...shown].map((n) => [n, title(n)])),
    sentences: [...pathSentences(pathsBefore, pathsAfter, walkers, title), ...workSentences(defBefore, defAfter, old, graph, marks, title)],
  };
}

/** A path as a reader sees it: "Choose your plan → Add-ons → …" (`titles`: its journey diff's, content steps by their words). */
export function pathText(p: CustomerPath, titles: Record<string, string> = {}): string {
  return p.steps.map((n) => titles[n] ?? stepTitle(n)).join(' → ');
}
