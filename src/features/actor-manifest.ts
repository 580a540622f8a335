import type { AnyActorLogic } from 'xstate';
import type { ApiClient } from '../api/api-client';
import { ACTOR_MODULES, PAYMENT_ACTORS } from './actors';

/**
 * Actors a page makes for itself, outside any area (the feature-flag client's), named here for the manifest. Apart
 * from the registry (src/features/actors.ts), which every journey page loads: no page needs the manifest, and with
 * it the registry's chunk listed the flag client's files among its preloads (issue 47).
 */
const PAGE_ACTORS: Record<string, () => Promise<() => Record<string, AnyActorLogic>>> = {
  flags: () => import('../integrations/flags/flag-client').then((m) => () => m.createFlagActors({ connect: async () => {}, switchTo: async () => {} })),
};

/**
 * The names every module of the registry gives, as engine/behaviours/actor-names.ts keeps them (`npm run gen` writes
 * that file from this; a test holds it to this). A name two modules give is refused: journeys name actors by string.
 */
export async function actorManifest(api: ApiClient): Promise<{ areas: Record<string, string[]>; payment: string[]; page: string[] }> {
  const keys = (group: object) => Object.keys(group).sort();
  const areas = Object.fromEntries(await Promise.all(Object.entries(ACTOR_MODULES).map(async ([area, load]) => [area, keys((await load())(api))] as const)));
  const payment = [...new Set((await Promise.all(Object.values(PAYMENT_ACTORS).map(async (load) => keys((await load())(api))))).flat())].sort();
  const page = (await Promise.all(Object.values(PAGE_ACTORS).map(async (load) => keys((await load())())))).flat().sort();
  const owners = new Map<string, string[]>();
  for (const [owner, names] of [...Object.entries(areas), ['payment', payment] as const, ['page', page] as const]) for (const name of names) owners.set(name, [...(owners.get(name) ?? []), owner]);
  const twice = [...owners].filter(([, by]) => by.length > 1);
  if (twice.length) throw new Error(`Actor registry: ${twice.map(([name, by]) => `'${name}' is given by ${by.join(' and ')}`).join('; ')}`);
  return { areas, payment, page };
}
