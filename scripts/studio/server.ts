/**
 * The journey studio: a local page for product owners (not part of the shipped app). It shows every journey's
 * picture, its journeys:check problems on the step they belong to, and what it changes against a git ref
 * (default: the last commit). The page refreshes itself when a journey file is saved.
 */
import { createServer, type ServerResponse } from 'node:http';
import { watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { drawGraph } from './draw';
import { pathText, type JourneyDiff } from './diff';
import { problemNode } from './graph';
import { checkedGraph, diffAgainst, journeySet, workingJourneys } from './sources';
import { studioPage } from './page';
import { guardsOf, simulate, type SimulatedGuard } from './simulate';
import type { JourneyDefinition } from '../../engine';
import type { ModelEvent } from './model-events';

export interface StudioProblem {
  pointer: string;
  message: string;
  /** The title of the step or state the problem is on; undefined for the journey as a whole. */
  on?: string;
  node?: string;
}
export interface StudioJourney {
  file: string;
  id: string;
  kind: string;
  /** The picture with problems marked; absent for a journey deleted from the working copy. */
  svg?: string;
  problems: StudioProblem[];
  /** The guards a simulation of the working copy lets the product owner answer; absent when it fails the check. */
  guards?: SimulatedGuard[];
  diff: {
    status: JourneyDiff['status'];
    note?: string;
    sentences: string[];
    added: Array<{ path: string; worlds: string[] }>;
    removed: Array<{ path: string; worlds: string[] }>;
    svg?: string;
  };
}
export interface StudioState {
  ref: string;
  /** Set when the ref names no commit: the one line journeys:diff prints. */
  refProblem?: string;
  journeys: StudioJourney[];
}

/** An SVG document as an inline element: no XML prolog or doctype. */
const inline = (svg: string) => svg.slice(svg.indexOf('<svg'));

/** Everything the page shows, computed from the working copy and the ref. */
export async function studioState(root: string, ref = 'HEAD'): Promise<StudioState> {
  const report = diffAgainst(root, ref);
  const diffs = new Map(report.ok ? report.diffs.map((d) => [d.file, d]) : []);
  const journeys: StudioJourney[] = [];
  const working = workingJourneys(root);
  // Each journey is checked within the working copy's set, as journeys:check checks it.
  const set = journeySet(root, working);
  const files = [...new Set([...working.keys(), ...diffs.keys()])].sort();
  for (const file of files) {
    const text = working.get(file);
    const d = diffs.get(file);
    const diff: StudioJourney['diff'] = {
      status: d?.status ?? 'unchanged',
      note: d?.note,
      sentences: d?.sentences ?? [],
      added: (d?.addedPaths ?? []).map((p) => ({ path: pathText(p, d?.titles), worlds: p.worlds })),
      removed: (d?.removedPaths ?? []).map((p) => ({ path: pathText(p, d?.titles), worlds: p.worlds })),
      svg: d?.graph && d.marks ? inline(await drawGraph(d.graph, d.marks)) : undefined,
    };
    if (text === undefined) {
      journeys.push({ file, id: d?.id ?? file, kind: 'deleted', problems: [], diff });
      continue;
    }
    const { graph, problems } = checkedGraph(file, text, set);
    journeys.push({
      file,
      id: graph.id,
      kind: graph.kind,
      svg: inline(await drawGraph(graph)),
      ...(problems.length ? {} : { guards: guardsOf(JSON.parse(text)) }),
      problems: problems.map((p) => {
        const node = problemNode(graph, p.pointer);
        return { pointer: p.pointer || '/', message: p.message, on: node?.title, node: node ? `node_${node.id}` : undefined };
      }),
      diff,
    });
  }
  return { ref, refProblem: report.ok ? undefined : report.line, journeys };
}

export interface Studio {
  url: string;
  close: () => Promise<void>;
}

/** Starts the studio on 127.0.0.1:`port` (0 picks a free port) for the checkout at `root`. */
export async function startStudio({ root, port = 0, ref = 'HEAD' }: { root: string; port?: number; ref?: string }): Promise<Studio> {
  let state: Promise<StudioState> | undefined;
  const clients = new Set<ServerResponse>();
  const current = () => (state ??= studioState(root, ref).catch((e: unknown) => ({ ref, refProblem: `studio: ${String(e)}`, journeys: [] })));

  let timer: NodeJS.Timeout | undefined;
  const changed = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      state = undefined;
      for (const c of clients) c.write('event: change\ndata: {}\n\n');
    }, 150);
  };
  let watcher: FSWatcher | undefined;
  try {
    watcher = watch(join(root, 'journeys'), changed);
  } catch {
    watcher = undefined; // no journeys folder yet: the page shows none and a reload picks them up
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://studio');
    if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(studioPage);
    } else if (url.pathname === '/api/state') {
      current().then((s) => {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
        res.end(JSON.stringify(s));
      });
    } else if (url.pathname === '/api/simulate' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk: Buffer) => {
        if (body.length < 1 << 20) body += chunk.toString('utf8');
      });
      req.on('end', () => {
        const answer = (status: number, value: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
          res.end(JSON.stringify(value));
        };
        try {
          answer(200, simulateWorkingCopy(root, JSON.parse(body) as SimulateRequest));
        } catch (error) {
          answer(400, { error: error instanceof Error ? error.message.split('\n')[0] : String(error) });
        }
      });
    } else if (url.pathname === '/events') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
      res.write('retry: 1000\n\n');
      clients.add(res);
      req.on('close', () => clients.delete(res));
    } else {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: async () => {
      clearTimeout(timer);
      watcher?.close();
      for (const c of clients) c.end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** What the page asks to simulate: a journey file of the working copy, the guards' answers, and the events sent so far. */
export interface SimulateRequest {
  file: string;
  guards: Record<string, boolean>;
  events: ModelEvent[];
}

/** Simulates a working-copy journey that passes journeys:check. */
export function simulateWorkingCopy(root: string, request: SimulateRequest) {
  const working = workingJourneys(root);
  const text = working.get(request.file);
  if (text === undefined) throw new Error(`no journey file '${request.file}' in the working copy`);
  if (checkedGraph(request.file, text, journeySet(root, working)).problems.length) throw new Error(`${request.file} fails journeys:check: fix it to simulate it`);
  // Children from the working copy, else from the journeys the studio itself ships with (as journeys:check finds them).
  const own = workingJourneys(join(import.meta.dirname, '..', '..'));
  const definitions = [...working.values(), ...own.values()].flatMap((t) => {
    try {
      return [JSON.parse(t) as JourneyDefinition];
    } catch {
      return [];
    }
  });
  const events = Array.isArray(request.events) ? request.events.filter((e) => e && typeof e.type === 'string').slice(0, 500) : [];
  return simulate(JSON.parse(text) as JourneyDefinition, request.guards ?? {}, events, (id) => definitions.find((d) => d.id === id));
}
