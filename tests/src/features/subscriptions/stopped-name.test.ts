import { describe, expect, it } from 'vitest';
import { nameIsInLanguage } from '../../../../src/features/subscriptions/stop-screens';

// The stopped page says the subscription's name only in the language the gateway wrote it in (issue 46: no English
// left in Urdu after a switch of language; the stopped one is no longer listed, so its name cannot be read again).
describe('a stopped subscription is named only in its own language', () => {
  it.each([
    ['Extra 10 GB', 'en', true],
    ['Extra 10 GB', 'ur', false],
    ['اضافی 10 جی بی', 'ur', true],
    ['اضافی 10 جی بی', 'en-PK', false],
    ['', 'en', false],
    ['   ', 'ur', false],
  ])('%j in %s: %s', (name, locale, named) => {
    expect(nameIsInLanguage(name, locale)).toBe(named);
  });
});
