/**
 * The ALTCHA proof of work (issue 12 part 4), loaded only by the screens that ask for the order list. The answer is
 * found by altcha's own SHA worker (a file of this build, so the CSP allows it as 'self'), and the payload is the one
 * the altcha widget sends ({ challenge: { parameters, signature }, solution } as base64 JSON). The invisible widget
 * itself showed nothing and cost 27.3 KiB of script on /profile and /orderlist (issue 31), so it is not loaded.
 */
import ShaWorker from 'altcha/workers/sha?worker';

/** A signed challenge as GET /integrations/captcha/challenge answers it (altcha-lib v2 createChallenge). */
interface Challenge {
  readonly parameters: { readonly algorithm: string } & Record<string, unknown>;
  readonly signature?: string;
}

/** The worker gives up after this long (the widget's default is 90 s). */
const SOLVE_TIMEOUT_MS = 90_000;

let queue: Promise<unknown> = Promise.resolve();

async function fetchChallenge(challengeUrl: string): Promise<Challenge> {
  const res = await fetch(challengeUrl);
  if (!res.ok) throw new Error(`captcha: the challenge answered ${res.status}`);
  const challenge = (await res.json()) as Partial<Challenge> | null;
  if (!challenge?.parameters || challenge.parameters.algorithm !== 'SHA-256') throw new Error('captcha: not a SHA-256 challenge');
  return challenge as Challenge;
}

/** The worker's solution for one challenge (altcha-lib's worker protocol, as the widget drives it with one worker). */
function solve(challenge: Challenge): Promise<unknown> {
  const worker = new ShaWorker();
  return new Promise<unknown>((resolve, reject) => {
    worker.addEventListener('error', (e) => reject(new Error(`captcha: the worker failed (${e.message})`)));
    worker.addEventListener('message', (m: MessageEvent<unknown>) => {
      const data = m.data as { error?: unknown } | null;
      if (!data) reject(new Error('captcha: the challenge could not be solved'));
      else if (data.error) reject(new Error(`captcha: ${String(data.error)}`));
      else resolve(data);
    });
    worker.postMessage({ type: 'work', challenge, counterMode: 'uint32', counterStart: 0, counterStep: 1, timeout: SOLVE_TIMEOUT_MS });
  }).finally(() => worker.terminate());
}

/** One fresh answer (a payload is accepted once, so every call solves a new challenge); calls take turns. */
export function solveCaptcha(challengeUrl: string): Promise<string> {
  const next = queue.then(async () => {
    const challenge = await fetchChallenge(challengeUrl);
    const solution = await solve(challenge);
    return btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }));
  });
  queue = next.catch(() => undefined);
  return next;
}
