import type { FieldSpec } from '../config/field-spec';
import { dateOfBirthRule, expiryDateRule } from './date-rules';
import { cnicRule, confirmRule, contactNumberRule, documentIdRule } from './identity-rules';
import { MESSAGE_IDS, type MessageId } from './message-ids';
import { fail, firstFailure, type Rule, type RuleContext, type RuleMessage } from './rule';
import {
  MAX_LENGTHS,
  emailRule,
  fullNameRule,
  iccIdRule,
  mandatoryRule,
  maxLengthRule,
  nameRule,
  patternRule,
} from './text-rules';
import { ZIP_SIZE, zipCodeRule } from './zip-code-rules';

/** Field-specific message for a failed config regex (SPEC §5), by field name. */
export const FIELD_MESSAGES: Readonly<Record<string, MessageId>> = {
  firstName: MESSAGE_IDS.nameCharacters,
  middleName: MESSAGE_IDS.nameCharacters,
  lastName: MESSAGE_IDS.nameCharacters,
  city: MESSAGE_IDS.nameCharacters,
  fullName: MESSAGE_IDS.fullName,
  email: MESSAGE_IDS.email,
  contactNumber: MESSAGE_IDS.contactNumber,
  CNICNumber: MESSAGE_IDS.cnic,
  postalCode: MESSAGE_IDS.zipCode,
};

/** Built-in rules for text fields by name (SPEC §5). */
const NAMED_RULES: Readonly<Record<string, Rule<string>>> = {
  firstName: nameRule,
  middleName: nameRule,
  lastName: nameRule,
  city: nameRule,
  fullName: fullNameRule,
  email: emailRule,
  contactNumber: contactNumberRule,
  CNICNumber: cnicRule,
  iccId: iccIdRule,
};

/** Message for a config regex failure on this field. */
export function regexMessageFor(field: FieldSpec): MessageId {
  if (field.type === 'document-id') return field.groupName === 'CNIC' ? MESSAGE_IDS.cnic : MESSAGE_IDS.documentId;
  if (field.type === 'phone') return MESSAGE_IDS.contactNumber;
  if (field.type === 'zip-code') return MESSAGE_IDS.zipCode;
  return FIELD_MESSAGES[field.name] ?? MESSAGE_IDS.invalidValue;
}

/** Effective max length: the config's, else SPEC §5's by name, else by type. */
export function maxLengthOf(field: FieldSpec): number | null {
  if (field.maxLength !== null) return field.maxLength;
  const byName = MAX_LENGTHS[field.name];
  if (byName !== undefined) return byName;
  if (field.type === 'document-id') return field.groupName === 'CNIC' ? 13 : 9;
  if (field.type === 'phone') return MAX_LENGTHS.contactNumber ?? 12;
  if (field.type === 'zip-code') return ZIP_SIZE;
  return null;
}

function typeRules(field: FieldSpec): Rule<string>[] {
  switch (field.type) {
    case 'document-id':
      return [documentIdRule(field.groupName ?? 'CNIC')];
    case 'phone':
      return [contactNumberRule];
    case 'text-confirm':
      return field.confirms ? [confirmRule(field.confirms)] : [];
    case 'zip-code':
      return [zipCodeRule(field.regex ? patternRule(field.regex, MESSAGE_IDS.zipCode) : null)];
    case 'date':
      return [/expir/i.test(field.name) ? expiryDateRule : dateOfBirthRule];
    case 'select': {
      const allowed = new Set(field.options.map((o) => o.value));
      return allowed.size ? [(v) => (v !== '' && !allowed.has(v) ? fail(MESSAGE_IDS.invalidValue) : null)] : [];
    }
    case 'image':
      return [];
    case 'text':
      return NAMED_RULES[field.name] ? [NAMED_RULES[field.name] as Rule<string>] : [];
  }
}

const cache = new WeakMap<FieldSpec, Rule<string>[]>();

/** The ordered rules of a string-valued field: mandatory, max length, type/name rules, config regex. */
export function rulesForField(field: FieldSpec): readonly Rule<string>[] {
  const cached = cache.get(field);
  if (cached) return cached;
  const rules: Rule<string>[] = [];
  if (field.mandatory) rules.push(mandatoryRule);
  const max = maxLengthOf(field);
  if (max !== null) rules.push(maxLengthRule(max));
  rules.push(...typeRules(field));
  // zip-code folds its regex into the below-size branch; others check it after their own rule.
  if (field.regex && field.type !== 'zip-code') rules.push(patternRule(field.regex, regexMessageFor(field)));
  cache.set(field, rules);
  return rules;
}

/** Validates one field's value; images count as filled when any value is present. */
export function validateField(field: FieldSpec, value: unknown, ctx: RuleContext): RuleMessage | null {
  if (field.type === 'image') return field.mandatory && (value === undefined || value === null || value === '') ? fail(MESSAGE_IDS.blank) : null;
  return firstFailure(rulesForField(field), typeof value === 'string' ? value : '', ctx);
}

/** Validates every field against `ctx.values`; the result maps field name to its first failure. */
export function validateFields(fields: readonly FieldSpec[], ctx: RuleContext): Record<string, RuleMessage> {
  const errors: Record<string, RuleMessage> = {};
  for (const field of fields) {
    const error = validateField(field, ctx.values[field.name], ctx);
    if (error) errors[field.name] = error;
  }
  return errors;
}
