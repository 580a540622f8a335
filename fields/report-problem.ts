/** Kinds of bad field config the form survives but reports. */
export type FieldProblemCode =
  | 'config-schema'
  | 'unknown-field-type'
  | 'bad-regex'
  | 'duplicate-field'
  | 'unknown-confirm-target'
  | 'missing-widget';

/** One problem: what, where in the config (a JSON-pointer-like path), and a developer-facing detail. */
export interface FieldProblem {
  readonly code: FieldProblemCode;
  readonly path: string;
  readonly detail: string;
}

/** Receives each problem once, e.g. the browser monitoring service's noticeError. */
export type ProblemSink = (problem: FieldProblem) => void;

let sink: ProblemSink | null = null;
const seen = new Set<string>();

/** Connects the monitoring hook; pass null to disconnect. */
export function setProblemSink(next: ProblemSink | null): void {
  sink = next;
}

/**
 * Reports a config problem once per (code, path, detail): to the console and the monitoring sink.
 * Returns true the first time. Never throws, so a broken sink cannot break a form.
 */
export function reportProblem(problem: FieldProblem): boolean {
  const key = `${problem.code}|${problem.path}|${problem.detail}`;
  if (seen.has(key)) return false;
  seen.add(key);
  console.error(`[fields] ${problem.code} at ${problem.path}: ${problem.detail}`);
  try {
    sink?.(problem);
  } catch {
    // Monitoring must never take the form down with it.
  }
  return true;
}

/** Forgets what was reported (tests, or a new config version). */
export function resetReportedProblems(): void {
  seen.clear();
}
