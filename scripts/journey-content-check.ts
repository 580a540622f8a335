import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JourneyDefinition, StepContent } from '../schemas/generated/journey.ts';
import { pointer, type Problem } from '../engine/problem.ts';

/** The languages every content step speaks, with the name a message gives each. */
const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'ur', name: 'Urdu' },
] as const;

/** Where a journey's content words are, relative to the journeys folder: content/<journey id>.<language>.json. */
export const contentWordsFile = (journeyId: string, language: string) => join('content', `${journeyId}.${language}.json`);

/** Every text key a content step names, with its JSON pointer below the step's `content`. */
function keysOf(content: StepContent): Array<{ at: Array<string | number>; key: string }> {
  const out: Array<{ at: Array<string | number>; key: string }> = [];
  const add = (at: Array<string | number>, key: unknown) => typeof key === 'string' && out.push({ at, key });
  add(['title'], content.title);
  add(['body'], content.body);
  add(['image', 'alt'], content.image?.alt);
  (Array.isArray(content.list) ? content.list : []).forEach((key, i) => add(['list', i], key));
  (Array.isArray(content.links) ? content.links : []).forEach((link, i) => add(['links', i, 'text'], link?.text));
  add(['buttons', 'next'], content.buttons?.next);
  add(['buttons', 'back'], content.buttons?.back);
  return out;
}

/** A words file read as key → text; a problem (at the file) when it is not a flat object of texts. */
function readWords(dir: string, file: string): { words?: Record<string, string>; problem?: Problem } {
  const path = join(dir, file);
  const shown = `journeys/${file}`;
  if (!existsSync(path)) return {};
  try {
    const json = JSON.parse(readFileSync(path, 'utf8')) as unknown;
    if (typeof json !== 'object' || json === null || Array.isArray(json)) return { problem: { file: shown, pointer: '', message: 'words must be one object of key → text' } };
    const bad = Object.entries(json).find(([, v]) => typeof v !== 'string' || !v.trim());
    if (bad) return { problem: { file: shown, pointer: pointer(bad[0]), message: 'a text must be a string with words in it' } };
    return { words: json as Record<string, string> };
  } catch (error) {
    return { problem: { file: shown, pointer: '', message: `invalid JSON: ${error instanceof Error ? error.message : String(error)}` } };
  }
}

/** Text an Urdu file kept in English: the same as the English, with Latin words in it (an acronym may stay). */
const untranslated = (ur: string, en: string | undefined) => ur === en && /[A-Za-z]{3}/.test(ur) && !/^[A-Z]{2,5}$/.test(ur);

/**
 * The words of the wizards' content steps: every key a step's `content` names has its text in English and in Urdu
 * (journeys/content/<journey id>.en.json and .ur.json), and no Urdu text is left in English. Each problem points at
 * the key in the journey file and names the words file to edit.
 */
export function contentWordProblems(files: ReadonlyArray<{ file: string; definition: JourneyDefinition }>, dir: string): Problem[] {
  const problems: Problem[] = [];
  const read = new Map<string, Record<string, string> | undefined>();
  const wordsOf = (id: string, language: string) => {
    const file = contentWordsFile(id, language);
    if (!read.has(file)) {
      const { words, problem } = readWords(dir, file);
      if (problem) problems.push(problem);
      read.set(file, words);
    }
    return { file: `journeys/${file}`, words: read.get(file) };
  };
  for (const { file, definition } of files) {
    if (definition?.kind !== 'wizard' || !Array.isArray(definition.steps)) continue;
    definition.steps.forEach((step, i) => {
      if (!step?.content || typeof step.content !== 'object') return;
      for (const { at, key } of keysOf(step.content)) {
        const where = pointer('steps', i, 'content', ...at);
        const english = wordsOf(definition.id, 'en').words?.[key];
        for (const language of LANGUAGES) {
          const { file: wordsFile, words } = wordsOf(definition.id, language.code);
          const text = words?.[key];
          if (text === undefined) problems.push({ file, pointer: where, message: `no ${language.name} words for '${key}': add them to ${wordsFile}` });
          else if (language.code !== 'en' && untranslated(text, english)) {
            problems.push({ file, pointer: where, message: `the ${language.name} words for '${key}' are still English: translate them in ${wordsFile}` });
          }
        }
      }
    });
  }
  return problems;
}
