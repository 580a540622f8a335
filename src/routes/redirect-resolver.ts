/**
 * The redirect query parameter may only ever lead to a path on this site (issue 4 item 3). Anything that a
 * browser could read as another origin — `//evil`, `/\evil`, `/%2F%2Fevil`, `javascript:`, absolute URLs,
 * control characters such as CR/LF — is refused.
 */
const BASE = 'https://app.invalid';
const MAX_LENGTH = 2048;
// Control characters (C0, DEL, C1) and whitespace a browser may strip or fold before parsing.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

function decodeFully(value: string): string | undefined {
  let current = value;
  for (let i = 0; i < 4; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return undefined; // still changing after four rounds: layered encoding is not a real path
}

function looksForeign(value: string): boolean {
  return !value.startsWith('/') || value.startsWith('//') || value.includes('\\') || CONTROL.test(value) || /^\/[\s/\\]/.test(value);
}

/**
 * A safe same-site path (path, query and hash) for a redirect value, or undefined when it is not one.
 * @example resolveRedirect('/manage/order?orderRef=1') // '/manage/order?orderRef=1'
 * @example resolveRedirect('//evil.example') // undefined
 */
export function resolveRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return undefined;
  if (looksForeign(value)) return undefined;
  const decoded = decodeFully(value);
  if (decoded === undefined || looksForeign(decoded)) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return looksForeign(path) ? undefined : path;
}
