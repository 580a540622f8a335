import { createScreenRegistry, type ScreenRegistry } from '../../renderer';
import type { CompiledJourney } from '../../engine';
import { contentStep, screenEntry, type WizardScreen } from './screen-step';

/**
 * Each wizard's screens, by the journey id its file is named after (src/pages/wizard-screens/<id>.ts), loaded with
 * the wizard: its page carries its own screens' entries and preload lists, not every wizard's (they were about 2 KiB
 * of every wizard page's chunk, issue 47). Each file is a chunk of its own (scripts/chunk-groups.ts, WIZARD_PAGE).
 */
const WIZARD_SCREENS = Object.fromEntries(
  Object.entries(import.meta.glob<WizardScreen[]>('./wizard-screens/*.ts', { import: 'default' })).map(([file, load]) => [/([\w-]+)\.ts$/.exec(file)![1]!, load]),
);

const ownLoads = new Map<string, Promise<WizardScreen[] | undefined>>();
/** A wizard's own screens' file, loaded once (a load that failed is tried again on the next call). */
function ownScreens(id: string): Promise<WizardScreen[] | undefined> {
  let pending = ownLoads.get(id);
  if (!pending) {
    pending = WIZARD_SCREENS[id]?.() ?? Promise.resolve(undefined);
    ownLoads.set(id, pending);
    pending.catch(() => ownLoads.delete(id));
  }
  return pending;
}

/** Starts loading a wizard's own screens' file, beside its journey (they come in one chunk). */
export const preloadWizardScreens = (id: string) => void ownScreens(id).catch(() => undefined);

/**
 * The screens a wizard's steps show: its own file's and the content screen; when its JSON names a screen that file
 * does not register (a product owner gave a step another wizard's screen), every wizard's screens (as
 * src/features/registry.ts joins them), so the step shows that screen as before, at the cost of the other lists' bytes.
 */
export async function loadWizardScreens(compiled: CompiledJourney): Promise<ScreenRegistry> {
  const own = (await ownScreens(compiled.journey.id)) ?? [];
  const entries = [contentStep, ...own.map(screenEntry)];
  const shown = new Set(entries.map((e) => e.shows));
  if (compiled.journey.steps.every((s) => shown.has(s.screen))) return createScreenRegistry(entries);
  const others = await Promise.all(Object.keys(WIZARD_SCREENS).filter((other) => other !== compiled.journey.id).map(ownScreens));
  return createScreenRegistry([...entries, ...others.flatMap((list) => list ?? []).map(screenEntry)]);
}

interface Preparing {
  settled: Promise<void>;
  registry?: ScreenRegistry;
  failed?: { error: unknown };
}
const preparing = new WeakMap<CompiledJourney, Preparing>();

/**
 * The registry of a compiled wizard's screens (loadWizardScreens): the page suspends until it is loaded, and a load
 * that failed is thrown to the error boundary (and tried again when the page mounts again), as useCompiledJourney does.
 */
export function useWizardScreens(compiled: CompiledJourney): ScreenRegistry {
  let state = preparing.get(compiled);
  if (!state) {
    const entry: Preparing = { settled: Promise.resolve() };
    entry.settled = loadWizardScreens(compiled).then(
      (registry) => void (entry.registry = registry),
      (error: unknown) => void (entry.failed = { error }),
    );
    preparing.set(compiled, (state = entry));
  }
  if (state.failed) {
    preparing.delete(compiled);
    throw state.failed.error;
  }
  if (!state.registry) throw state.settled;
  return state.registry;
}
