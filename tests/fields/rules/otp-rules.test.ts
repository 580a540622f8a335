import { describe, expect, it } from 'vitest';
import { digitsFromPaste, isAllowedOtpKey, isBlockedNumericKey, otpRule, shortCodeRule } from '../../../fields/rules';
import { ctxWith } from '../fixtures';

describe('otpRule', () => {
  it.each([
    { name: 'six digits', input: '123456', expected: null },
    { name: 'five digits', input: '12345', expected: 'error_invalid_otp' },
    { name: 'seven digits', input: '1234567', expected: 'error_invalid_otp' },
    { name: 'letter', input: '12345a', expected: 'error_invalid_otp' },
    { name: 'empty', input: '', expected: 'error_invalid_otp' },
  ])('$name', ({ input, expected }) => expect(otpRule(input, ctxWith())?.id ?? null).toBe(expected));
});

describe('shortCodeRule (4 to 7 with a digit)', () => {
  it.each([
    { name: 'four digits', input: '1234', expected: null },
    { name: 'seven mixed', input: 'ab1cdef', expected: null },
    { name: 'three', input: '123', expected: 'error_invalid_code' },
    { name: 'eight', input: '12345678', expected: 'error_invalid_code' },
    { name: 'no digit', input: 'abcde', expected: 'error_invalid_code' },
  ])('$name', ({ input, expected }) => expect(shortCodeRule(input, ctxWith())?.id ?? null).toBe(expected));
});

describe('key filters', () => {
  it.each([
    { name: 'e', input: 'e', expected: true },
    { name: 'E', input: 'E', expected: true },
    { name: 'plus', input: '+', expected: true },
    { name: 'minus', input: '-', expected: true },
    { name: 'period', input: '.', expected: true },
    { name: 'digit', input: '7', expected: false },
    { name: 'Backspace', input: 'Backspace', expected: false },
  ])('numeric blocks $name: $expected', ({ input, expected }) => expect(isBlockedNumericKey(input)).toBe(expected));

  it.each([
    { name: 'digit', input: '0', expected: true },
    { name: 'ArrowLeft', input: 'ArrowLeft', expected: true },
    { name: 'ArrowRight', input: 'ArrowRight', expected: true },
    { name: 'Backspace', input: 'Backspace', expected: true },
    { name: 'letter', input: 'a', expected: false },
    { name: 'ArrowUp', input: 'ArrowUp', expected: false },
    { name: 'space', input: ' ', expected: false },
  ])('OTP allows $name: $expected', ({ input, expected }) => expect(isAllowedOtpKey(input)).toBe(expected));

  it.each([
    { name: 'spaced', input: ' 12 34 56 ', expected: '123456' },
    { name: 'long', input: '123456789', expected: '123456' },
    { name: 'text', input: 'code: 98-76', expected: '9876' },
    { name: 'Urdu digits', input: '۹۸ ۷۶۵۴', expected: '987654' },
    { name: 'Arabic-Indic digits', input: '١٢٣٤٥٦', expected: '123456' },
  ])('paste keeps digits: $name', ({ input, expected }) => expect(digitsFromPaste(input)).toBe(expected));
});
