/**
 * English titles and plain words for the journey studio: step titles from the operator's English locale
 * (the `journey` module's `step_title_<step>` keys, served by the localisation call), behaviour texts from
 * the registry's descriptions. Names without a text fall back to readable words and are remembered, so
 * `npm run journeys:draw` can say which texts to add.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { en } from '../../gateway/seed/locale-en';
import { contentWordsFile } from '../journey-content-check';
import { behaviourDescriptions } from '../../engine/behaviours/descriptions';

const missing = new Set<string>();

/** `portInDetails` -> `Port in details`. */
export function humanise(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The English title a customer sees for a wizard step. */
export function stepTitle(name: string): string {
  return en.journey?.[`step_title_${name}`] ?? humanise(name);
}

/**
 * The English title of a content step (its `content.title` key in journeys/content/<journey id>.en.json), or its
 * readable name while the words are missing (journeys:check says which).
 */
export function contentTitle(journeyId: string, key: string, stepName: string, dir = join(import.meta.dirname, '..', '..', 'journeys')): string {
  try {
    const words = JSON.parse(readFileSync(join(dir, contentWordsFile(journeyId, 'en')), 'utf8')) as Record<string, unknown>;
    const title = words[key];
    if (typeof title === 'string') return title;
  } catch {
    // no words file yet
  }
  return humanise(stepName);
}

/** A step title by name: the locale's, or a content step's own words. */
export type StepTitles = (name: string) => string;

/**
 * The titles of the steps of a journey as a customer reads them: a content step's English content title
 * (journeys/content/<id>.en.json), never its internal name; any other step's title from the locale. Several versions
 * of one journey (a diff's before and after) are read in order, so a step one of them removed is titled too.
 */
export function stepTitlesOf(versions: readonly unknown[], dir?: string): StepTitles {
  const content = new Map<string, string>();
  for (const v of versions) {
    const j = v as { id?: unknown; kind?: unknown; steps?: unknown } | undefined;
    if (!j || j.kind !== 'wizard' || !Array.isArray(j.steps) || typeof j.id !== 'string') continue;
    for (const step of j.steps as Array<{ name?: unknown; content?: { title?: unknown } }>) {
      if (typeof step?.name !== 'string' || typeof step.content?.title !== 'string' || content.has(step.name)) continue;
      content.set(step.name, contentTitle(j.id, step.content.title, step.name, dir));
    }
  }
  return (name) => content.get(name) ?? stepTitle(name);
}

/** A guard in plain words ("the order costs nothing"), negated for `{ "not": name }`. */
export function guardText(name: string, negate = false): string {
  const d = behaviourDescriptions.guards[name];
  if (!d) {
    missing.add(`guard '${name}'`);
    return negate ? `not ${name}` : name;
  }
  return negate ? (d.not ?? `not: ${d.when}`) : d.when;
}

function described(kind: 'actions' | 'delays' | 'actors', name: string): string {
  const d = behaviourDescriptions[kind][name];
  if (d === undefined) missing.add(`${kind.slice(0, -1)} '${name}'`);
  return d ?? name;
}
export const actionText = (name: string) => described('actions', name);
export const delayText = (name: string) => described('delays', name);
export const actorText = (name: string) => described('actors', name);

/** Behaviours drawn by their bare name because engine/behaviours/descriptions.ts has no text for them. */
export function undescribed(): string[] {
  return [...missing].sort();
}
