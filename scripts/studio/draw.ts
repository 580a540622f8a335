/**
 * Draws a journey graph as SVG with Graphviz compiled to WebAssembly (@viz-js/viz). Build-time only: nothing
 * here is imported by the app. Same graph, same DOT text, same SVG bytes.
 */
import { instance, type Viz } from '@viz-js/viz';
import { START, type GraphEdge, type GraphNode, type JourneyGraph } from './graph';

/** What changed against another version: drawn in colour on the new version's picture. */
export interface DiffMarks {
  addedNodes: ReadonlySet<string>;
  addedEdges: ReadonlySet<string>;
  /** Nodes and arrows only the other version has, drawn as dashed ghosts. */
  removedNodes: GraphNode[];
  removedEdges: GraphEdge[];
}

const FONT = 'Helvetica';
const INK = '#1e293b';
const MUTED = '#475569';
const PROBLEM = '#b91c1c';
export const ADDED = '#15803d';
export const REMOVED = '#c2410c';

let viz: Promise<Viz> | undefined;
/** One Graphviz instance per process. */
export function graphviz(): Promise<Viz> {
  viz ??= instance();
  return viz;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const q = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** Wraps text at word boundaries to lines of at most `width` characters. */
export function wrap(text: string, width = 46): string[] {
  const out: string[] = [];
  for (const para of text.split('\n')) {
    let line = '';
    for (const word of para.split(/\s+/).filter(Boolean)) {
      if (line && line.length + 1 + word.length > width) {
        out.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    out.push(line);
  }
  return out;
}

function nodeLabel(n: GraphNode, status: 'same' | 'added' | 'removed'): string {
  const rows = [`<b>${esc(n.title)}</b>`];
  for (const line of n.lines) for (const l of wrap(line)) rows.push(`<font point-size="9" color="${MUTED}">${esc(l)}</font>`);
  for (const p of n.problems) for (const [i, l] of wrap(p, 44).entries()) rows.push(`<font point-size="9" color="${PROBLEM}">${i ? '' : '⚠ '}${esc(l)}</font>`);
  if (status === 'added') rows.push(`<font point-size="9" color="${ADDED}"><b>added</b></font>`);
  if (status === 'removed') rows.push(`<font point-size="9" color="${REMOVED}"><b>removed</b></font>`);
  return `<${rows.join('<br/>')}>`;
}

function nodeAttrs(n: GraphNode, status: 'same' | 'added' | 'removed'): string {
  const a: Record<string, string> = { id: q(`node_${n.id}`), label: nodeLabel(n, status) };
  const style = ['rounded', 'filled'];
  let fill = n.kind === 'final' ? '#ecfdf5' : '#f8fafc';
  let color = INK;
  if (n.optional) style.push('dashed');
  if (n.kind === 'final') a.peripheries = '2';
  if (n.kind === 'missing') {
    style.push('dashed');
    color = PROBLEM;
    fill = '#fef2f2';
  }
  if (n.problems.length) {
    color = PROBLEM;
    fill = '#fef2f2';
    a.penwidth = '2';
    a.class = q('problem');
  }
  if (status === 'added') {
    color = ADDED;
    fill = '#dcfce7';
    a.penwidth = '2';
    a.class = q('added');
  }
  if (status === 'removed') {
    color = REMOVED;
    fill = '#ffedd5';
    if (!style.includes('dashed')) style.push('dashed');
    a.class = q('removed');
  }
  a.style = q(style.join(','));
  a.color = q(color);
  a.fillcolor = q(fill);
  return Object.entries(a).map(([k, v]) => `${k}=${v}`).join(', ');
}

function edgeAttrs(e: GraphEdge, status: 'same' | 'added' | 'removed', wizard: boolean): string {
  const a: Record<string, string> = {};
  if (e.label) a.label = `<${wrap(e.label, 34).map(esc).join('<br/>')}>`;
  const style: string[] = [];
  let color = MUTED;
  if (e.kind === 'next') {
    a.penwidth = '1.4';
    a.weight = '10';
  }
  if (e.kind === 'bypass') {
    style.push('dashed');
    if (wizard) a.constraint = 'false';
  }
  if (e.kind === 'timer') color = '#6d28d9';
  if (e.kind === 'always') style.push('dotted');
  if (e.kind === 'error') color = '#b45309';
  if (e.kind === 'done') color = '#0f766e';
  if (status === 'added') {
    color = ADDED;
    a.penwidth = '2.2';
    a.class = q('added');
  }
  if (status === 'removed') {
    color = REMOVED;
    if (!style.includes('dashed')) style.push('dashed');
    a.penwidth = '1.6';
    a.constraint = 'false';
    a.class = q('removed');
  }
  if (style.length) a.style = q(style.join(','));
  a.color = q(color);
  a.fontcolor = q(color === MUTED ? INK : color);
  return Object.entries(a).map(([k, v]) => `${k}=${v}`).join(', ');
}

/** The DOT text of a journey graph (exported for tests and debugging). */
export function toDot(graph: JourneyGraph, marks?: DiffMarks): string {
  const heading = [`<b>${esc(graph.id)}</b> <font color="${MUTED}">(${graph.kind === 'unknown' ? 'unreadable journey' : graph.kind})</font>`];
  if (graph.description) for (const l of wrap(graph.description, 80)) heading.push(`<font point-size="9" color="${MUTED}">${esc(l)}</font>`);
  if (graph.kind === 'wizard') heading.push(`<font point-size="9" color="${MUTED}">Back returns along the same arrows; a dashed step is skipped both ways.</font>`);
  if (marks) heading.push(`<font point-size="9"><font color="${ADDED}"><b>green: added</b></font>   <font color="${REMOVED}"><b>orange, dashed: removed</b></font></font>`);
  for (const p of graph.problems) for (const [i, l] of wrap(p, 80).entries()) heading.push(`<font point-size="10" color="${PROBLEM}">${i ? '' : '⚠ '}${esc(l)}</font>`);

  const out = [
    `digraph ${q(graph.id)} {`,
    `  graph [rankdir=TB, fontname=${q(FONT)}, fontsize=12, labelloc=t, labeljust=l, nodesep=0.4, ranksep=0.45, pad=0.25, bgcolor="white", label=<${heading.join('<br align="left"/>')}<br align="left"/>>];`,
    `  node [shape=box, fontname=${q(FONT)}, fontsize=11, fontcolor=${q(INK)}, margin="0.16,0.07"];`,
    `  edge [fontname=${q(FONT)}, fontsize=9, arrowsize=0.7];`,
  ];
  if (graph.edges.some((e) => e.from === START)) out.push(`  ${q(START)} [shape=point, width=0.14, color=${q(INK)}, label=""];`);
  const wizard = graph.kind === 'wizard';
  for (const n of graph.nodes) out.push(`  ${q(n.id)} [${nodeAttrs(n, marks?.addedNodes.has(n.id) ? 'added' : 'same')}];`);
  for (const n of marks?.removedNodes ?? []) out.push(`  ${q(n.id)} [${nodeAttrs(n, 'removed')}];`);
  for (const e of graph.edges) out.push(`  ${q(e.from)} -> ${q(e.to)} [${edgeAttrs(e, marks?.addedEdges.has(e.key) ? 'added' : 'same', wizard)}];`);
  for (const e of marks?.removedEdges ?? []) out.push(`  ${q(e.from)} -> ${q(e.to)} [${edgeAttrs(e, 'removed', wizard)}];`);
  if (!graph.nodes.length && !marks?.removedNodes.length) out.push(`  nothing [shape=plaintext, label="nothing to draw"];`);
  out.push('}');
  return out.join('\n') + '\n';
}

/** Renders a journey graph to SVG text. */
export async function drawGraph(graph: JourneyGraph, marks?: DiffMarks): Promise<string> {
  const svg = (await graphviz()).renderString(toDot(graph, marks), { format: 'svg' });
  // The generator comment names the Graphviz build; the picture does not depend on it.
  return svg.replace(/<!-- Generated by graphviz[\s\S]*?-->\n/, '');
}

/** What differs between an old and a new graph, by node name and arrow identity. */
export function diffMarks(before: JourneyGraph, after: JourneyGraph): DiffMarks {
  const oldNodes = new Set(before.nodes.map((n) => n.id));
  const newNodes = new Set(after.nodes.map((n) => n.id));
  const oldEdges = new Set(before.edges.map((e) => e.key));
  const newEdges = new Set(after.edges.map((e) => e.key));
  return {
    addedNodes: new Set(after.nodes.filter((n) => !oldNodes.has(n.id)).map((n) => n.id)),
    addedEdges: new Set(after.edges.filter((e) => !oldEdges.has(e.key)).map((e) => e.key)),
    removedNodes: before.nodes.filter((n) => !newNodes.has(n.id)).map((n) => ({ ...n, problems: [] })),
    removedEdges: before.edges.filter((e) => !newEdges.has(e.key)),
  };
}
