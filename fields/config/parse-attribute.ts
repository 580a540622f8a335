import type { FieldProblem } from '../report-problem';
import { compileFieldRegex } from './compile-regex';
import { isFieldType, type FieldChoice, type FieldSpec } from './field-spec';

const KNOWN_KEYS = new Set([
  'name', 'displayName', 'type', 'mandatory', 'enabled', 'readOnly', 'regex', 'options', 'value', 'groupName', 'maxLength', 'confirms',
]);

/** Collects problems while parsing; `at` builds a child path. */
export interface ParseScope {
  readonly path: string;
  readonly problems: FieldProblem[];
}

function problem(scope: ParseScope, code: FieldProblem['code'], key: string, detail: string): void {
  scope.problems.push({ code, path: `${scope.path}/${key}`, detail });
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function flag(raw: Record<string, unknown>, key: string, fallback: boolean, scope: ParseScope): boolean {
  const v = raw[key];
  if (typeof v === 'boolean') return v;
  problem(scope, 'config-schema', key, `expected a boolean, got ${JSON.stringify(v)}; using ${fallback}`);
  return fallback;
}

function optionalString(raw: Record<string, unknown>, key: string, scope: ParseScope): string | null {
  const v = raw[key];
  if (v === undefined) return null;
  if (typeof v === 'string') return v;
  problem(scope, 'config-schema', key, `expected a string, got ${JSON.stringify(v)}; ignored`);
  return null;
}

function parseOptions(raw: unknown, scope: ParseScope): FieldChoice[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    problem(scope, 'config-schema', 'options', 'expected an array; ignored');
    return [];
  }
  const choices: FieldChoice[] = [];
  raw.forEach((o, i) => {
    if (typeof o === 'string' && o !== '') choices.push({ value: o, displayName: o });
    else if (isRecord(o) && typeof o.value === 'string' && o.value !== '') {
      // The API registry (schemas/api/ekyc.ts) names the option text `label`; field configs say `displayName`.
      const text = typeof o.displayName === 'string' ? o.displayName : typeof o.label === 'string' ? o.label : o.value;
      choices.push({ value: o.value, displayName: text });
    } else problem(scope, 'config-schema', `options/${i}`, 'expected a string or { value, displayName }; dropped');
  });
  return choices;
}

function parseMaxLength(raw: unknown, scope: ParseScope): number | null {
  if (raw === undefined) return null;
  if (typeof raw === 'number' && Number.isInteger(raw) && raw >= 1 && raw <= 1000) return raw;
  problem(scope, 'config-schema', 'maxLength', `expected an integer 1–1000, got ${JSON.stringify(raw)}; ignored`);
  return null;
}

/**
 * Parses one server attribute leniently: what is usable is kept, each deviation from the schema is
 * recorded in `scope.problems`. Returns null for disabled fields and for fields that cannot be shown
 * at all (no usable name, unknown type).
 */
export function parseAttribute(raw: unknown, scope: ParseScope): FieldSpec | null {
  if (!isRecord(raw)) {
    scope.problems.push({ code: 'config-schema', path: scope.path, detail: 'expected an object; field dropped' });
    return null;
  }
  const name = raw.name;
  if (typeof name !== 'string' || !/^[A-Za-z][A-Za-z0-9_]*$/.test(name)) {
    problem(scope, 'config-schema', 'name', `invalid field name ${JSON.stringify(name)}; field dropped`);
    return null;
  }
  if (!isFieldType(raw.type)) {
    problem(scope, 'unknown-field-type', 'type', `unknown field type ${JSON.stringify(raw.type)} for "${name}"; field dropped`);
    return null;
  }
  for (const key of Object.keys(raw)) {
    if (!KNOWN_KEYS.has(key)) problem(scope, 'config-schema', key, 'unknown property; ignored');
  }
  const enabled = flag(raw, 'enabled', true, scope);
  if (!enabled) return null;
  let displayName = optionalString(raw, 'displayName', scope);
  if (!displayName) {
    if (raw.displayName === undefined || raw.displayName === '') problem(scope, 'config-schema', 'displayName', 'missing; using the field name');
    displayName = name;
  }
  const source = optionalString(raw, 'regex', scope);
  let regex: RegExp | null = null;
  if (source !== null && source !== '') {
    const compiled = compileFieldRegex(source);
    if ('regex' in compiled) regex = compiled.regex;
    else problem(scope, 'bad-regex', 'regex', `${compiled.error}; treated as absent`);
  }
  return {
    name,
    displayName,
    type: raw.type,
    mandatory: flag(raw, 'mandatory', false, scope),
    readOnly: flag(raw, 'readOnly', false, scope),
    regex,
    options: parseOptions(raw.options, scope),
    initialValue: optionalString(raw, 'value', scope) ?? '',
    groupName: optionalString(raw, 'groupName', scope),
    maxLength: parseMaxLength(raw.maxLength, scope),
    confirms: optionalString(raw, 'confirms', scope),
  };
}

/** Narrows unknown JSON to a plain object. */
export { isRecord };
