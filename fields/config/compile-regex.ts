/** Outcome of compiling a config regex: the RegExp, or why it failed. */
export type CompiledRegex = { readonly regex: RegExp } | { readonly error: string };

const SLASHED = /^\/(.*)\/([a-z]*)$/s;

/**
 * Compiles a server regex: plain source ('^\\d{13}$') or slash form ('/^[a-z]+$/i'). The g and y
 * flags are dropped because they make RegExp.test stateful between calls.
 */
export function compileFieldRegex(source: string): CompiledRegex {
  const slashed = SLASHED.exec(source);
  const body = slashed ? (slashed[1] ?? '') : source;
  const flags = slashed ? (slashed[2] ?? '').replace(/[gy]/g, '') : '';
  try {
    return { regex: new RegExp(body, flags) };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}
