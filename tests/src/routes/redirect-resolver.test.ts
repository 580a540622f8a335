import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { resolveRedirect } from '../../../src/routes/redirect-resolver';
import { HOSTILE_REDIRECTS } from '../../support/hostile-redirects';

const BASE = 'https://app.invalid';
const staysOnSite = (value: string) => {
  const out = resolveRedirect(value);
  if (out === undefined) return true;
  const url = new URL(out, BASE);
  return out.startsWith('/') && !out.startsWith('//') && !out.includes('\\') && url.origin === BASE && new URL(out, 'https://other.invalid').origin === 'https://other.invalid';
};

describe('resolveRedirect', () => {
  it('has thirty crafted hostile values', () => expect(HOSTILE_REDIRECTS).toHaveLength(30));

  it.each(HOSTILE_REDIRECTS.map((value) => ({ value })))('refuses %j', ({ value }) => {
    expect(resolveRedirect(value)).toBeUndefined();
  });

  it.each([
    { value: '/manage/order', expected: '/manage/order' },
    { value: '/manage/order?orderRef=A1&x=%2F', expected: '/manage/order?orderRef=A1&x=%2F' },
    { value: '/web/pending-orders#top', expected: '/web/pending-orders#top' },
    { value: '/profile/../manage/order', expected: '/manage/order' },
  ])('keeps the same-site path $value', ({ value, expected }) => {
    expect(resolveRedirect(value)).toBe(expected);
  });

  it('never leads off the site, whatever the input (property)', () => {
    const pieces = fc.constantFrom('/', '\\', '%2F', '%5C', '%252F', ':', '@', '.', 'evil.example', 'javascript:', '\r', '\n', '\t', ' ', '?', '#', 'http:', '%0a', 'a');
    const crafted = fc.array(pieces, { maxLength: 8 }).map((p) => p.join(''));
    fc.assert(fc.property(fc.oneof(crafted, fc.string(), fc.webUrl(), fc.string({ unit: 'binary' })), staysOnSite), { numRuns: 3000 });
  }, 120_000); // 3,000 runs took over 20 s with several suites sharing 2 cores
});
