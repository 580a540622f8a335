/**
 * `npm run journeys:paths -- <journey>`: every path of a journey from its start to its end, one line each, with its
 * stable id (a short hash of its steps and events, and a slug) and who walks it.
 * `-- <journey> --replay <id>` replays one path of a wizard over the fake gateway (scripts/studio/gateway-replay.ts: the
 * app's real actors, every call answered by tests/support/gateway-answers.ts and checked as the gateway checks it; its
 * hosted journeys run live) and a machine's path on its machine, and prints each event with the state it led to; `--browser` replays it in Chromium against the sandbox gateway and the
 * built app (tests/e2e/support/path-replay.ts: one answer script per screen). A path that breaks prints its id, its
 * steps and its events, and the command exits 1. `--json` prints the list as JSON.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readJourneys } from './journey-routes';
import { findPath, journeyPaths, pathReport, replayPath, sessionJourney, type QaPath } from './studio/qa-paths';
import { gatewayReport, replayLines, replayOverGateway } from './studio/gateway-replay';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const valueOf = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const journeyId = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--replay');
const all = readJourneys(join(import.meta.dirname, '..', 'journeys'));
const definitionOf = (id: string) => all.find((j) => j.definition.id === id)?.definition;

function usage(message: string): never {
  console.error(`journeys:paths: ${message}\nusage: npm run journeys:paths -- <journey> [--replay <id> [--browser]] [--json]\njourneys: ${all.map((j) => j.definition.id).join(', ')}`);
  process.exit(2);
}

if (!journeyId) usage('name a journey');
const definition = definitionOf(journeyId);
if (!definition) usage(`no journey '${journeyId}'`);
const paths = journeyPaths(definition, definitionOf);
const wanted = valueOf('--replay');

if (wanted === undefined) {
  if (flag('--json')) console.log(JSON.stringify(paths, null, 2));
  else {
    console.log(`${journeyId} (${definition.kind}): ${paths.length} path(s) from the start to the end`);
    for (const p of paths) console.log(`${p.id}  ${p.description}\n        walked by ${p.walkers.join('; ')}`);
  }
} else {
  const path: QaPath | undefined = findPath(paths, wanted);
  if (!path) usage(`no path '${wanted}' in ${journeyId} (list them with: npm run journeys:paths -- ${journeyId})`);
  if (flag('--browser')) {
    const { DIST } = await import('../tests/e2e/support/harness');
    if (!existsSync(join(DIST, 'index.html'))) usage(`no built app in ${DIST}: run npm run build first`);
    const { replayInBrowser } = await import('../tests/e2e/support/path-replay');
    const result = await replayInBrowser(path, { log: (line) => console.log(line) });
    if (!result.ok) {
      console.log(`\n${result.problem}\n${pathReport(path)}`);
      process.exit(1);
    }
    console.log(`path ${path.id}: replayed in Chromium to the end`);
  } else if (definition.kind === 'machine') {
    // A machine's model starts and outputs are the model's (a payment with no purchase, a winback offer): it is replayed
    // on its own machine, its actors answering as the path says; over the fake gateway it runs inside a wizard's replay.
    const result = replayPath(sessionJourney(definition, definitionOf), path);
    console.log(`path ${path.id} of ${journeyId}: ${path.description}\n  walked by ${path.walkers.join('; ')}\n  on its machine, its actors answering as the path says (over the fake gateway it runs as a wizard's hosted journey):`);
    console.log(replayLines(result.lines).join('\n'));
    if (!result.ok) {
      console.log(`\n${pathReport(path, result)}`);
      process.exit(1);
    }
    console.log(`path ${path.id}: replayed to the end`);
  } else {
    const result = await replayOverGateway(path, definitionOf, all.map((j) => j.definition.id));
    console.log(`path ${path.id} of ${journeyId}: ${path.description}\n  walked by ${path.walkers.join('; ')}\n  over the fake gateway, with the app's actors:`);
    console.log(gatewayReport(path, result));
    if (!result.ok) process.exit(1);
    console.log(`path ${path.id}: replayed to the end over the fake gateway`);
    process.exit(0);
  }
}
