import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailRule, looseEmailRule } from '../../../fields/rules';
import { ctxWith } from '../fixtures';

const ctx = ctxWith();
const local = fc.stringMatching(/^[a-z0-9_%+-][a-z0-9._%+-]{0,15}$/);
const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,8}[a-z0-9])?$/);
const tld = fc.stringMatching(/^[a-z]{2,6}$/);
const strictEmail = fc.tuple(local, fc.array(label, { minLength: 1, maxLength: 3 }), tld)
  .map(([l, labels, t]) => `${l}@${labels.join('.')}.${t}`);

describe('email properties', () => {
  it('every strict email passes both patterns', () => {
    fc.assert(fc.property(strictEmail, (e) => {
      expect(emailRule(e, ctx)).toBeNull();
      expect(looseEmailRule(e, ctx)).toBeNull();
    }));
  });
  it('strict is stricter: whatever it accepts, the loose pattern accepts', () => {
    fc.assert(fc.property(fc.string({ maxLength: 40 }), (s) => {
      if (emailRule(s, ctx) === null) expect(looseEmailRule(s, ctx)).toBeNull();
    }));
  });
  it('any whitespace inside fails both', () => {
    fc.assert(fc.property(strictEmail, fc.nat(), fc.constantFrom(' ', '\t'), (e, n, ws) => {
      const i = 1 + (n % (e.length - 1));
      const broken = e.slice(0, i) + ws + e.slice(i);
      expect(emailRule(broken, ctx)?.id).toBe('error_invalid_email');
      expect(looseEmailRule(broken, ctx)?.id).toBe('error_invalid_email');
    }));
  });
  it('without an @ both fail', () => {
    fc.assert(fc.property(strictEmail, (e) => {
      expect(looseEmailRule(e.replace('@', ''), ctx)?.id).toBe('error_invalid_email');
    }));
  });
  it('a leading dot or accented local part fails only the strict pattern', () => {
    fc.assert(fc.property(strictEmail, fc.constantFrom('.', 'é'), (e, prefix) => {
      expect(emailRule(prefix + e, ctx)?.id).toBe('error_invalid_email');
      expect(looseEmailRule(prefix + e, ctx)).toBeNull();
    }));
  });
});
