import { endpoints, type EndpointName } from '../../schemas/endpoints';
import type { ApiClient, CallInput, ResponseOf } from '../../src/api/api-client';
import { ApiError, type ErrorEnvelope } from '../../src/api/api-error';
import type { PrecompiledValidator } from '../../src/api/precompiled-validator';
import { validationProblem } from '../../src/api/precompiled-validator';
import { schemaValidator, type Schema } from '../../src/api/schema-validator';
import { createValidatorCompiler, describeValidationError } from '../../gateway/http/validation';

/** Canned answers by endpoint name; each returns the `result` the gateway would send for that input. */
export type FakeAnswers = { [N in EndpointName]?: (input: CallInput) => ResponseOf<N> };

/** A fake API client, with what it was asked and could not (or would not) answer. */
export interface FakeApi {
  api: ApiClient;
  /** Every call, in order: `NAME {input}`. */
  calls: string[];
  /** Names asked for that have no canned answer (the call rejected like a gateway 501). */
  unanswered: string[];
  /**
   * Canned answers the endpoint's own precompiled response validator refused (a fixture drifted from schemas/), and
   * requests the gateway's own request validation refused (`NAME request: body.x: ...`, rejected like its 400).
   */
  invalid: string[];
  /** Calls not answered yet. */
  inFlight(): number;
  /**
   * The next call (made while `when` holds, if given) is answered with this SPEC §8 error instead of its fixture: a
   * path whose work fails.
   */
  failNext(error: ErrorEnvelope, when?: () => boolean): void;
}

/**
 * The endpoint's response validator, the one the real client runs (its generated schema, src/api/schema-validator.ts). Imported by path rather than through
 * src/api/validator-loader.ts (a Vite virtual module), so the fake answers in Node scripts (journeys:paths --replay) as in tests.
 */
const responseValidator = (name: string): Promise<PrecompiledValidator | undefined> =>
  import(`../../src/api/generated/validators/${name}.js`).then((m: { default: Schema }) => schemaValidator(m.default)).catch(() => undefined);

// The gateway's own request validation (gateway/http/validation.ts, the compiler Fastify uses), one compiler for all.
const compile = createValidatorCompiler();

/** What the gateway would refuse in this call's body or query (its 400), or undefined when it takes it. */
function requestProblem(name: EndpointName, input: CallInput): string | undefined {
  const def = endpoints[name] as { request?: object; query?: object; multipart?: boolean };
  // A multipart call's schema describes its kycData part (schemas/endpoints.ts), which the gateway reads as JSON.
  const kycData = input.form?.get('kycData');
  const parts: Array<[string, object | undefined, unknown]> = [
    ['body', def.request, def.multipart ? (typeof kycData === 'string' ? JSON.parse(kycData) : {}) : input.body],
    ['querystring', def.query, input.query ?? {}],
  ];
  for (const [part, schema, value] of parts) {
    // Shown as the gateway names it: the multipart part by its name.
    if (!schema || (part === 'body' && value === undefined)) continue;
    const checked = compile({ schema, httpPart: part })(part === 'querystring' ? Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, String(v)])) : value);
    if ('error' in checked) return describeValidationError(part === 'querystring' ? 'query' : def.multipart ? 'kycData' : 'body', (checked.error as unknown as Parameters<typeof describeValidationError>[1][])[0]);
  }
  return undefined;
}

/**
 * An ApiClient answering from fixtures. Every request is checked as the gateway checks it (its request schemas) and
 * every answer with the same precompiled validator the real client runs on the `{ result }` envelope, so the screens
 * and actors only ever send what the gateway takes and see payloads the gateway could send.
 */
export function fakeApiClient(answers: FakeAnswers): FakeApi {
  const calls: string[] = [];
  const unanswered: string[] = [];
  const invalid: string[] = [];
  const failures: Array<{ error: ErrorEnvelope; when?: () => boolean }> = [];
  let open = 0;
  async function call<N extends EndpointName>(name: N, input: CallInput = {}): Promise<ResponseOf<N>> {
    const { signal: _signal, ...shown } = input;
    calls.push(`${name} ${JSON.stringify(shown)}`);
    const refused = endpoints[name] ? requestProblem(name, input) : 'not in the endpoint registry';
    if (refused) {
      invalid.push(`${name} request: ${refused}`);
      throw new ApiError('http', { status: 400, code: 'BAD_REQUEST', description: refused }, name);
    }
    const failing = failures.findIndex((f) => !f.when || f.when());
    if (failing >= 0) throw new ApiError('http', failures.splice(failing, 1)[0]!.error, name);
    const answer = answers[name] as ((i: CallInput) => ResponseOf<N>) | undefined;
    if (!answer) {
      unanswered.push(name);
      throw new ApiError('http', { status: 501, code: 'NOT_IN_FIXTURES', description: `no fixture for ${name}` }, name);
    }
    const result = answer(input);
    open++;
    const validate = await responseValidator(name).finally(() => open--);
    if (!validate?.({ result })) {
      const first = validate?.errors?.[0];
      invalid.push(`${name}: ${first ? validationProblem(first) : 'no validator'}`);
      throw new ApiError('malformed', { status: 200, code: 'MALFORMED', description: `fixture for ${name} does not match its schema` }, name);
    }
    return result;
  }
  return { api: { call }, calls, unanswered, invalid, inFlight: () => open, failNext: (error, when) => void failures.push({ error, ...(when ? { when } : {}) }) };
}
