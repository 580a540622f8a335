import { fieldSpec } from './config/field-spec';
import { compileFieldRegex } from './config/compile-regex';
import { cardNumberRule, securityCodeRule } from './rules/card-rules';
import { dateOfBirthRule, expiryDateRule } from './rules/date-rules';
import { validateField } from './rules/field-rules';
import { cnicRule, confirmRule, contactNumberRule, documentIdRule } from './rules/identity-rules';
import { otpRule, shortCodeRule } from './rules/otp-rules';
import { ruleContext, type Rule } from './rules/rule';
import { emailRule, fullNameRule, iccIdRule, looseEmailRule, mandatoryRule, maxLengthRule, nameRule } from './rules/text-rules';
import { zipCodeRule } from './rules/zip-code-rules';
import { checkUpload, MAX_IMAGE_BYTES } from './rules/image-rules';

/** One benchmark case: validates one value at its field's max length. */
export interface BenchCase {
  readonly name: string;
  readonly run: () => void;
}

// A fixed clock: the benchmark measures rules, not Date.
const ctx = ruleContext(Date.UTC(2025, 5, 15, 7), {
  values: { documentId: '3520212345671', card: '4111111111111111' },
});
const longText = 'ب'.repeat(60);
const configRegex = compileFieldRegex('/^[\\p{L} ]{1,60}$/u');
const regexField = fieldSpec({
  name: 'addressLine1',
  type: 'text',
  mandatory: true,
  regex: 'regex' in configRegex ? configRegex.regex : null,
});

const ruleCase = (name: string, rule: Rule<string>, value: string): BenchCase => ({ name, run: () => void rule(value, ctx) });

/** Every SPEC §5 rule on a value at its max length (budget: under 1 ms each, `npm run bench`). */
export const benchCases: readonly BenchCase[] = [
  ruleCase('mandatory (60)', mandatoryRule, longText),
  ruleCase('maxLength 60', maxLengthRule(60), longText),
  ruleCase('name (60)', nameRule, 'a'.repeat(59) + '1'),
  ruleCase('fullName (60)', fullNameRule, `${'a'.repeat(29)} ${'b'.repeat(30)}`),
  ruleCase('email strict (254)', emailRule, `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}`),
  ruleCase('email loose (254)', looseEmailRule, `${'a'.repeat(64)}@${'b'.repeat(185)}.com`),
  ruleCase('contactNumber (12)', contactNumberRule, '923001234567'),
  ruleCase('CNIC (13)', cnicRule, '3520212345671'),
  ruleCase('documentId NRIC (9)', documentIdRule('NRIC'), 'S1234567D'),
  ruleCase('confirm (13)', confirmRule('documentId'), '3520212345671'),
  ruleCase('zip code (6)', zipCodeRule(), '540001'),
  ruleCase('ICC id (19)', iccIdRule, '8992' + '1'.repeat(15)),
  ruleCase('OTP (6)', otpRule, '123456'),
  ruleCase('short code (7)', shortCodeRule, 'abcdef1'),
  ruleCase('expiry date (10)', expiryDateRule, '31-12-2035'),
  ruleCase('date of birth (10)', dateOfBirthRule, '29-02-2000'),
  ruleCase('card number (16)', cardNumberRule, '4111111111111111'),
  ruleCase('security code (4)', securityCodeRule('card'), '1234'),
  { name: 'config regex field (60)', run: () => void validateField(regexField, 'a'.repeat(60), ctx) },
  { name: 'upload check (5 MB PNG)', run: () => void checkUpload([{ name: 'a.png', size: MAX_IMAGE_BYTES, head: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) }]) },
];
