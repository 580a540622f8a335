/** A real ALTCHA answer for the order-list call, solved in Node as the browser widget would (altcha-lib). */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** Fetches a challenge from the gateway at `url` and returns the widget's payload (base64 JSON of challenge + solution). */
export async function solvedCaptchaToken(url: string): Promise<string> {
  const challenge = (await (await fetch(`${url}/integrations/captcha/challenge`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
