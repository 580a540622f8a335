/**
 * A journey as a picture's graph: nodes (steps or states) and arrows, read leniently from the JSON text so a
 * journey that fails `journeys:check` is still drawn as far as it can be, with each problem on its node.
 * Wizard arrows follow the engine's semantics (engine/normalize.ts): NEXT goes to the first later step whose
 * skip guard does not hold, so a skippable step also gets an arrow around it.
 */
import type { StateDefinition } from '../../schemas/generated/journey';
import { transitionsOf, type TransitionSite } from '../../engine/transitions';
import { WIZARD_COMPLETE } from '../../engine/normalize';
import type { Problem } from '../../engine/problem';
import { actionText, actorText, contentTitle, delayText, guardText, humanise, stepTitle } from './titles';

export type NodeKind = 'step' | 'state' | 'final' | 'missing' | 'start';
export interface GraphNode {
  /** The step or state name (unique within a graph). */
  id: string;
  kind: NodeKind;
  title: string;
  lines: string[];
  /** A step with a skip guard: drawn dashed. */
  optional?: boolean;
  problems: string[];
}
export type EdgeKind = 'start' | 'next' | 'bypass' | 'event' | 'timer' | 'always' | 'done' | 'error';
export interface GraphEdge {
  from: string;
  to: string;
  label: string;
  kind: EdgeKind;
  /** Identity across two versions of a journey (for diffs). */
  key: string;
}
export interface JourneyGraph {
  id: string;
  kind: 'wizard' | 'machine' | 'unknown';
  description?: string;
  nodes: GraphNode[];
  edges: GraphEdge[];
  /** Problems that belong to no step or state (e.g. invalid JSON, a missing `kind`). */
  problems: string[];
}

export const START = '_start';
type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** Decodes a JSON pointer into its tokens: `/states/a~1b/on` -> ['states', 'a/b', 'on']. */
function tokens(pointer: string): string[] {
  return pointer === '' ? [] : pointer.slice(1).split('/').map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The journey id a file's pictures are named after: its `id` when usable, else the file name. */
export function journeyIdOf(file: string, json: unknown): string {
  const id = isObject(json) ? str(json.id) : undefined;
  return id && /^[a-z0-9][a-z0-9-]*$/.test(id) ? id : (file.split('/').pop() ?? file).replace(/\.json$/, '');
}

/**
 * Builds the graph of one journey file's text; `problems` (from journeys:check) are attached where they point.
 * `journeysDir` holds its content steps' words (default: this repository's journeys/).
 */
export function journeyGraph(file: string, text: string, problems: Problem[] = [], journeysDir?: string): JourneyGraph {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const id = journeyIdOf(file, json);
  const kind = isObject(json) && (json.kind === 'wizard' || json.kind === 'machine') ? json.kind : 'unknown';
  const graph: JourneyGraph = { id, kind, description: isObject(json) ? str(json.description) : undefined, nodes: [], edges: [], problems: [] };
  if (isObject(json) && kind === 'wizard') wizard(graph, json, journeysDir);
  if (isObject(json) && kind === 'machine') machine(graph, json);

  for (const p of problems) {
    const node = problemNode(graph, p.pointer);
    const rest = tokens(p.pointer).slice(2).join('/');
    if (node) node.problems.push(`${rest ? `${rest}: ` : ''}${p.message}`);
    else graph.problems.push(`${p.pointer || '/'}: ${p.message}`);
  }
  return graph;
}

/** The step or state a problem's JSON pointer belongs to (`/steps/3/skip`, `/states/a/on/X`), if any. */
export function problemNode(graph: JourneyGraph, pointer: string): GraphNode | undefined {
  const [first, second] = tokens(pointer);
  if (second === undefined) return undefined;
  if (graph.kind === 'wizard' && first === 'steps' && /^\d+$/.test(second)) return graph.nodes.filter((n) => n.kind === 'step')[Number(second)];
  if (graph.kind === 'machine' && first === 'states') return graph.nodes.find((n) => n.id === second && n.kind !== 'missing');
  return undefined;
}

function wizard(graph: JourneyGraph, json: Json, journeysDir?: string) {
  const raw = Array.isArray(json.steps) ? json.steps : [];
  const used = new Set<string>();
  const steps = raw.map((s: unknown, i) => {
    const step = isObject(s) ? s : {};
    const name = str(step.name) ?? `step ${i + 1}`;
    const id = used.has(name) ? `${name} (${i + 1})` : name;
    used.add(id);
    return { id, name, path: str(step.path), screen: str(step.screen), skip: str(step.skip), invoke: isObject(step.invoke) ? step.invoke : undefined, child: isObject(step.child) ? step.child : undefined, contentTitle: isObject(step.content) ? str(step.content.title) : undefined };
  });
  const stepId = (name: string | undefined) => (name === undefined ? undefined : steps.find((x) => x.name === name)?.id ?? name);
  if (steps.length) graph.edges.push({ from: START, to: steps[0]!.id, label: '', kind: 'start', key: `${START}->${steps[0]!.id}` });
  steps.forEach((s, i) => {
    const lines = [[s.name, s.screen && s.screen !== s.name ? `screen ${s.screen}` : ''].filter(Boolean).join(' · ')];
    if (s.path) lines.push(s.path);
    if (s.skip) lines.push(`skipped when ${guardText(s.skip)}`);
    const src = s.invoke ? str(s.invoke.src) : undefined;
    const gate = s.invoke && isObject(s.invoke.gate) ? str(s.invoke.gate.guard) : undefined;
    if (src && gate) lines.push(`on Next, unless ${guardText(gate)}: waits for what the screen asks (${str((s.invoke!.gate as Json).description) ?? 'see the step'})`);
    if (src) {
      lines.push(`on Next: ${actorText(src)}`);
      lines.push('if that fails: shows why and stays, unless an arrow says otherwise');
    }
    const child = s.child ? str(s.child.journey) : undefined;
    const endings = s.child && Array.isArray(s.child.onDone) ? s.child.onDone.filter(isObject) : [];
    if (child) {
      lines.push(`hosts the journey ${child} while shown`);
      const onward = endings.filter((o) => str(o.target) === undefined).map((o) => str(o.endedIn));
      if (onward.length) lines.push(`when it ends in ${onward.join(' or ')}: on, as Next`);
      lines.push('any other ending: stays and shows it');
    }
    // A content step's title is its own words (journeys/content/), as the customer reads it.
    const title = s.contentTitle !== undefined ? contentTitle(graph.id, s.contentTitle, s.name, journeysDir) : stepTitle(s.name);
    if (s.contentTitle !== undefined) lines.push('content step: its words are in journeys/content/');
    graph.nodes.push({ id: s.id, kind: 'step', title: `${i + 1}. ${title}`, lines, optional: Boolean(s.skip), problems: [] });
    if (src && s.invoke) graph.edges.push(...outcomeEdges(s.id, src, s.invoke, stepId));
    for (const o of endings) {
      const to = stepId(str(o.target));
      if (!child || to === undefined) continue;
      const label = `${child} ended in ${str(o.endedIn) ?? '?'}`;
      graph.edges.push({ from: s.id, to, label, kind: 'done', key: `${s.id}->${to}|child|${child}|${str(o.endedIn) ?? ''}` });
    }
    // NEXT candidates in order (engine/normalize.ts): each later step until one that cannot be skipped, else the end.
    const skipped: string[] = [];
    let reachedEnd = true;
    for (const later of steps.slice(i + 1)) {
      graph.edges.push(nextEdge(s.id, later.id, skipped));
      if (!later.skip) {
        reachedEnd = false;
        break;
      }
      skipped.push(later.contentTitle !== undefined ? contentTitle(graph.id, later.contentTitle, later.name, journeysDir) : stepTitle(later.name));
    }
    if (reachedEnd) graph.edges.push(nextEdge(s.id, WIZARD_COMPLETE, skipped));
  });
  const done = str(json.completePath);
  graph.nodes.push({ id: WIZARD_COMPLETE, kind: 'final', title: 'Done', lines: done ? [done] : [], problems: [] });
}

/**
 * The arrows of a step's work that do not simply move on: a success or failure sent to a named step ("checks the
 * order failed if the error says the number was taken"). The plain success is the Next arrow; the plain failure
 * stays on the step (the node's own line says so).
 */
function outcomeEdges(from: string, src: string, invoke: Json, stepId: (name: string | undefined) => string | undefined): GraphEdge[] {
  const edges: GraphEdge[] = [];
  for (const via of ['onDone', 'onError'] as const) {
    const value = invoke[via];
    const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
    for (const o of list) {
      if (!isObject(o)) continue;
      const guardName = typeof o.guard === 'string' ? o.guard : isObject(o.guard) ? str(o.guard.not) : undefined;
      const negate = isObject(o.guard);
      const target = stepId(str(o.target));
      if (target === undefined && (via === 'onDone' || guardName === undefined)) continue;
      const what = `${actorText(src)}: ${via === 'onDone' ? 'done' : 'failed'}`;
      const label = [what, guardName ? `if ${guardText(guardName, negate)}` : ''].filter(Boolean).join('\n');
      const to = target ?? from;
      edges.push({ from, to, label, kind: via === 'onDone' ? 'done' : 'error', key: `${from}->${to}|${via}|${src}|${negate ? '!' : ''}${guardName ?? ''}` });
    }
  }
  return edges;
}

function nextEdge(from: string, to: string, skipped: string[]): GraphEdge {
  const label = skipped.length ? `if ${skipped.join(' and ')} ${skipped.length > 1 ? 'are' : 'is'} skipped` : '';
  return { from, to, label, kind: skipped.length ? 'bypass' : 'next', key: `${from}->${to}|${label}` };
}

function machine(graph: JourneyGraph, json: Json) {
  const states = isObject(json.states) ? Object.entries(json.states).filter((e): e is [string, Json] => isObject(e[1])) : [];
  const initial = str(json.initial);
  if (initial) graph.edges.push({ from: START, to: initial, label: '', kind: 'start', key: `${START}->${initial}` });
  for (const [name, state] of states) {
    const lines: string[] = [];
    const screen = str(state.screen);
    lines.push(screen ? `${name} · screen ${screen}` : `${name} · no screen`);
    const entry = Array.isArray(state.entry) ? state.entry.filter((a): a is string => typeof a === 'string') : [];
    if (entry.length) lines.push(`on entry: ${entry.map(actionText).join(', ')}`);
    const src = isObject(state.invoke) ? str(state.invoke.src) : undefined;
    if (src) lines.push(`calls ${src}: ${actorText(src)}`);
    const final = state.type === 'final';
    graph.nodes.push({ id: name, kind: final ? 'final' : 'state', title: humanise(name), lines, problems: [] });
    let sites: TransitionSite[] = [];
    try {
      sites = transitionsOf(name, state as StateDefinition);
    } catch {
      sites = []; // a malformed transition list: check reports it; draw the state without arrows
    }
    for (const site of sites) {
      if (typeof site.target !== 'string') continue;
      const guard = site.guard && typeof site.guard.name === 'string' ? guardText(site.guard.name, site.guard.negate) : '';
      const when = guard ? `if ${guard}` : '';
      const label = siteLabel(site, src, when);
      const key = `${name}->${site.target}|${site.via}|${site.key ?? ''}|${site.guard ? `${site.guard.negate ? '!' : ''}${site.guard.name}` : ''}`;
      graph.edges.push({ from: name, to: site.target, label, kind: edgeKind(site.via), key });
    }
  }
  const known = new Set(graph.nodes.map((n) => n.id));
  for (const e of graph.edges) {
    if (known.has(e.to)) continue;
    known.add(e.to);
    graph.nodes.push({ id: e.to, kind: 'missing', title: `no state '${e.to}'`, lines: [], problems: [] });
  }
}

function siteLabel(site: TransitionSite, src: string | undefined, when: string): string {
  const what =
    site.via === 'on' ? (site.key ?? '')
    : site.via === 'after' ? `after ${delayText(site.key ?? '')}`
    : site.via === 'always' ? 'at once'
    : `${src ?? 'call'} ${site.via === 'onDone' ? 'done' : 'failed'}`;
  return [what, when].filter(Boolean).join('\n');
}

function edgeKind(via: TransitionSite['via']): EdgeKind {
  return ({ on: 'event', after: 'timer', always: 'always', onDone: 'done', onError: 'error' } as const)[via];
}
