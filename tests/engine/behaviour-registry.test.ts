import { describe, expect, it } from 'vitest';
import { createBehaviours, joinBehaviours } from '../../engine/behaviours';

describe('behaviour registry', () => {
  it('refuses a name two groups both define, naming it', () => {
    expect(() => joinBehaviours('action', { countPoll: 1 }, { storeResult: 2 }, { countPoll: 3 })).toThrow("action 'countPoll' is defined twice");
  });

  it('joins distinct names unchanged', () => {
    expect(joinBehaviours('guard', { a: 1 }, { b: 2 })).toEqual({ a: 1, b: 2 });
  });

  it('builds the shipped registry without a collision', () => {
    const behaviours = createBehaviours();
    expect(Object.keys(behaviours.actions)).toContain('countWalletPoll');
    expect(Object.keys(behaviours.actions)).toContain('countPoll');
  });
});
