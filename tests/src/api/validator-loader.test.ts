import { describe, expect, it } from 'vitest';
import { loadValidator } from '../../../src/api/validator-loader';
import { endpointRoutes } from '../../../src/api/generated/endpoint-routes';

// The loader as the dev server and the component tests have it (scripts/validator-chunks.ts: one import() per file);
// tests/scripts/validator-chunks.test.ts holds the build's.
describe('loadValidator', () => {
  it('gives each endpoint’s validator and the error envelope’s', async () => {
    const lines = await loadValidator('GET_LINES');
    expect(typeof lines).toBe('function');
    expect(lines?.({ result: 'not lines' })).toBe(false);
    const envelope = await loadValidator('ERROR_ENVELOPE');
    expect(envelope?.({ status: 400, code: 'X', description: 'y' })).toBe(true);
    for (const name of Object.keys(endpointRoutes).slice(0, 5)) expect(typeof (await loadValidator(name)), name).toBe('function');
  });

  it('resolves undefined for a name without a generated validator', async () => {
    for (const name of ['NO_SUCH_ENDPOINT', 'constructor', '__proto__', '']) expect(await loadValidator(name), name).toBeUndefined();
  });
});
