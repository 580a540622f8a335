import type { Problem, StageResult } from './problem';

/** Stage 1 output: parsed JSON, not yet known to be a journey. */
export interface LoadedJourney {
  file: string;
  json: unknown;
}

/** Parses journey text. Invalid JSON becomes one problem at the document root naming line and column. */
export function loadJourney(file: string, text: string): StageResult<LoadedJourney> {
  try {
    return { ok: true, value: { file, json: JSON.parse(text) as unknown } };
  } catch (error) {
    return { ok: false, problems: [invalidJson(file, text, error)] };
  }
}

function invalidJson(file: string, text: string, error: unknown): Problem {
  const raw = error instanceof Error ? error.message : String(error);
  const at = /position (\d+)/.exec(raw);
  let where = '';
  if (at) {
    const offset = Number(at[1]);
    const before = text.slice(0, offset).split('\n');
    where = ` at line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
  }
  return { file, pointer: '', message: `invalid JSON${where}: ${raw}` };
}
