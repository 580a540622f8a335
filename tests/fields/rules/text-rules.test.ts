import { describe, expect, it } from 'vitest';
import {
  digitsOnlyRule,
  emailRule,
  fullNameRule,
  iccIdRule,
  looseEmailRule,
  mandatoryRule,
  maxLengthRule,
  nameRule,
  patternRule,
  type Rule,
} from '../../../fields/rules';
import { ctxWith, type Case } from '../fixtures';

const table: Array<[string, Rule<string>, Case<string, string | null>[]]> = [
  ['mandatoryRule', mandatoryRule, [
    { name: 'filled', input: 'a', expected: null },
    { name: 'empty', input: '', expected: 'error_cannot_be_blank' },
    { name: 'spaces only', input: '   ', expected: 'error_cannot_be_blank' },
  ]],
  ['maxLengthRule(60)', maxLengthRule(60), [
    { name: 'at the limit', input: 'a'.repeat(60), expected: null },
    { name: 'one over', input: 'a'.repeat(61), expected: 'error_max_length_exceeded' },
    { name: 'Urdu counted by code point', input: 'ب'.repeat(60), expected: null },
  ]],
  ['nameRule', nameRule, [
    { name: 'latin', input: 'Ayesha', expected: null },
    { name: 'two words', input: 'Abdul Rehman', expected: null },
    { name: 'apostrophe', input: "O'Brien", expected: null },
    { name: 'Urdu', input: 'عائشہ', expected: null },
    { name: 'empty is not this rule', input: '', expected: null },
    { name: 'digit', input: 'Ali2', expected: 'error_no_number_no_special_character' },
    { name: 'special character', input: 'Ali@', expected: 'error_no_number_no_special_character' },
    { name: 'double space', input: 'Ali  Khan', expected: 'error_no_number_no_special_character' },
  ]],
  ['fullNameRule', fullNameRule, [
    { name: 'first and last', input: 'Ayesha Khan', expected: null },
    { name: 'three words', input: 'Muhammad Ali Jinnah', expected: null },
    { name: 'one word', input: 'Ayesha', expected: 'error_requires_first_and_last_name' },
    { name: 'digits', input: 'Ayesha 2', expected: 'error_requires_first_and_last_name' },
  ]],
  ['looseEmailRule', looseEmailRule, [
    { name: 'plain', input: 'a@b.co', expected: null },
    { name: 'accented local part allowed', input: 'zoë@example.pk', expected: null },
    { name: 'no at', input: 'ab.co', expected: 'error_invalid_email' },
    { name: 'undotted domain', input: 'a@localhost', expected: 'error_invalid_email' },
    { name: 'space', input: 'a b@c.com', expected: 'error_invalid_email' },
  ]],
  ['emailRule (strict)', emailRule, [
    { name: 'plain', input: 'ayesha.khan+sim@example.com.pk', expected: null },
    { name: 'accented local part', input: 'zoë@example.pk', expected: 'error_invalid_email' },
    { name: 'leading dot', input: '.a@example.pk', expected: 'error_invalid_email' },
    { name: 'one-letter TLD', input: 'a@example.p', expected: 'error_invalid_email' },
    { name: 'numeric TLD', input: 'a@example.12', expected: 'error_invalid_email' },
  ]],
  ['digitsOnlyRule', digitsOnlyRule, [
    { name: 'digits', input: '0123', expected: null },
    { name: 'letter', input: '12a', expected: 'error_digits_only' },
  ]],
  ['iccIdRule', iccIdRule, [
    { name: '19 digits', input: '8992' + '1'.repeat(15), expected: null },
    { name: '18 digits', input: '1'.repeat(18), expected: null },
    { name: '20 digits', input: '1'.repeat(20), expected: 'error_invalid_iccid' },
    { name: 'letters', input: '89ab' + '1'.repeat(15), expected: 'error_invalid_iccid' },
  ]],
  ['patternRule', patternRule(/^[A-Z]{3}$/, 'error_invalid_value'), [
    { name: 'match', input: 'ABC', expected: null },
    { name: 'empty skipped', input: '', expected: null },
    { name: 'no match', input: 'abc', expected: 'error_invalid_value' },
  ]],
];

describe.each(table)('%s', (_label, rule, cases) => {
  it.each(cases)('$name', ({ input, expected }) => {
    expect(rule(input, ctxWith())?.id ?? null).toBe(expected);
  });
});

describe('maxLengthRule values', () => {
  it('passes the limit to the message', () => {
    expect(maxLengthRule(13)('1'.repeat(14), ctxWith())).toEqual({ id: 'error_max_length_exceeded', values: { maxLength: 13 } });
  });
});
