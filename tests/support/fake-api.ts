import type { EndpointName } from '../../schemas/endpoints';
import type { ApiClient, CallInput, ResponseOf } from '../../src/api/api-client';
import { ApiError } from '../../src/api/api-error';
import { loadValidator } from '../../src/api/validator-loader';
import { validationProblem } from '../../src/api/precompiled-validator';

/** Canned answers by endpoint name; each returns the `result` the gateway would send for that input. */
export type FakeAnswers = { [N in EndpointName]?: (input: CallInput) => ResponseOf<N> };

/** A fake API client, with what it was asked and could not (or would not) answer. */
export interface FakeApi {
  api: ApiClient;
  /** Every call, in order: `NAME {input}`. */
  calls: string[];
  /** Names asked for that have no canned answer (the call rejected like a gateway 501). */
  unanswered: string[];
  /** Canned answers the endpoint's own precompiled response validator refused (a fixture drifted from schemas/). */
  invalid: string[];
  /** Calls not answered yet. */
  inFlight(): number;
}

/**
 * An ApiClient answering from fixtures. Every answer is first checked with the same precompiled validator the
 * real client runs on the `{ result }` envelope, so the screens only ever see payloads the gateway could send.
 */
export function fakeApiClient(answers: FakeAnswers): FakeApi {
  const calls: string[] = [];
  const unanswered: string[] = [];
  const invalid: string[] = [];
  let open = 0;
  async function call<N extends EndpointName>(name: N, input: CallInput = {}): Promise<ResponseOf<N>> {
    const { signal: _signal, ...shown } = input;
    calls.push(`${name} ${JSON.stringify(shown)}`);
    const answer = answers[name] as ((i: CallInput) => ResponseOf<N>) | undefined;
    if (!answer) {
      unanswered.push(name);
      throw new ApiError('http', { status: 501, code: 'NOT_IN_FIXTURES', description: `no fixture for ${name}` }, name);
    }
    const result = answer(input);
    open++;
    const validate = await loadValidator(name).finally(() => open--);
    if (!validate?.({ result })) {
      const first = validate?.errors?.[0];
      invalid.push(`${name}: ${first ? validationProblem(first) : 'no validator'}`);
      throw new ApiError('malformed', { status: 200, code: 'MALFORMED', description: `fixture for ${name} does not match its schema` }, name);
    }
    return result;
  }
  return { api: { call }, calls, unanswered, invalid, inFlight: () => open };
}
