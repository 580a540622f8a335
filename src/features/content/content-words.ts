import { useEffect, useState } from 'react';

/**
 * The words of the journeys' content steps, one file per journey and language beside the journeys:
 * journeys/content/<journey id>.<en|ur>.json, a flat object of key → text (journeys:check holds every key a content
 * step names to both files). Each file is its own chunk, loaded when a content step of its journey is shown.
 */
const files = import.meta.glob<Record<string, string>>('@journeys/content/*.json', { import: 'default' });
const loaders = new Map(Object.entries(files).map(([file, load]) => [file.replace(/^.*\//, '').replace(/\.json$/, ''), load]));
const loaded = new Map<string, Record<string, string>>();
/** Files whose chunk did not load this page (a reload tries again). */
const failed = new Set<string>();

/** The file name of a journey's words in a language: `<journey id>.<language>`. */
const nameOf = (journeyId: string, language: 'en' | 'ur') => `${journeyId}.${language}`;

/**
 * A journey's content words in a language: undefined while they load, null when they cannot be had (no file, or a
 * chunk that did not load), in which case the screen says so rather than showing keys.
 */
export function useContentWords(journeyId: string, language: 'en' | 'ur'): Record<string, string> | null | undefined {
  const name = nameOf(journeyId, language);
  // Bumped when a file arrives (or fails): the words then come from `loaded`, the one place they are kept.
  const [, setArrived] = useState(0);
  const load = loaders.get(name);
  useEffect(() => {
    if (!load || loaded.has(name)) return;
    let live = true;
    const arrived = () => live && setArrived((n) => n + 1);
    load().then((w) => {
      loaded.set(name, w);
      arrived();
    }, () => {
      failed.add(name);
      arrived();
    });
    return () => {
      live = false;
    };
  }, [load, name]);
  if (!load || failed.has(name)) return null;
  return loaded.get(name);
}
