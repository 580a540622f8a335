/** A problem found in a journey file, addressed by file and JSON pointer (RFC 6901). */
export interface Problem {
  file: string;
  pointer: string;
  message: string;
}

/** Escapes one reference token of a JSON pointer: `a/b~c` -> `a~1b~0c`. */
export function escapeToken(token: string | number): string {
  return String(token).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Builds a JSON pointer from reference tokens: `pointer('steps', 2, 'path')` -> `/steps/2/path`. */
export function pointer(...tokens: Array<string | number>): string {
  return tokens.map((t) => `/${escapeToken(t)}`).join('');
}

/** Formats a problem the way every tool prints it: `file: /json/pointer: message`. */
export function formatProblem(p: Problem): string {
  return `${p.file}: ${p.pointer || '/'}: ${p.message}`;
}

/** The result of a stage: its typed output, or every problem it found. */
export type StageResult<T> = { ok: true; value: T } | { ok: false; problems: Problem[] };
