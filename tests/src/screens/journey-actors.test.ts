import { describe, expect, it } from 'vitest';
import { invokedActors } from '../../../engine';
import { declaredActors } from '../../../engine/behaviours/actors';
import { journeyActors } from '../../../src/screens/actors';
import type { ApiClient } from '../../../src/api/api-client';
import { compiled, journeyFiles } from '../../support/journeys';

// The payment journey's actors differ by what is paid for: each paying page gives its own (createPayable, …).
const GIVEN_BY_THE_PAYING_PAGE = new Set(['createPayable', 'submitKyc', 'requestPayment', 'openProviderPage', 'openDeclinedResultPage', 'checkTransaction', 'connectFlagService', 'switchFlagContext', 'resendCode', 'verifyCode']);

describe('the journey actor registry (src/screens/actors.ts)', () => {
  const api = { call: () => Promise.reject(new Error('no calls in this test')) } as unknown as ApiClient;
  const actors = journeyActors(api);

  it('is built without a name given twice, and gives only declared actors', () => {
    expect(Object.keys(actors).filter((name) => !(declaredActors as readonly string[]).includes(name))).toEqual([]);
  });

  it('gives every actor a journey invokes, except those each paying page or the shell gives', () => {
    const invoked = new Set(journeyFiles().flatMap((f) => invokedActors(compiled(f.definition.id).journey)));
    expect([...invoked].filter((name) => !(name in actors) && !GIVEN_BY_THE_PAYING_PAGE.has(name)).sort()).toEqual([]);
  });
});
