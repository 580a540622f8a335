import { reportProblem, type FieldProblem } from '../report-problem';
import { fieldOrderFor, orderFields, type FormKind } from './field-order';
import { DOCUMENT_TYPES, type DocumentType, type FieldSpec } from './field-spec';
import { isRecord, parseAttribute, type ParseScope } from './parse-attribute';

/** A parsed eKYC config: fields per document type, the types in server order, and what was wrong. */
export interface EkycForm {
  readonly groups: Readonly<Partial<Record<DocumentType, readonly FieldSpec[]>>>;
  readonly documentTypes: readonly DocumentType[];
  readonly problems: readonly FieldProblem[];
}

/** A parsed personal or address form config. */
export interface ParsedForm {
  readonly form: FormKind;
  readonly fields: readonly FieldSpec[];
  readonly problems: readonly FieldProblem[];
}

/** Parses a list of attributes: drops duplicates, resolves text-confirm targets, keeps config order. */
function parseAttributes(raw: unknown, groupName: string | null, scope: ParseScope): FieldSpec[] {
  if (!Array.isArray(raw)) {
    scope.problems.push({ code: 'config-schema', path: `${scope.path}/attributes`, detail: 'expected an array; no fields' });
    return [];
  }
  const fields: FieldSpec[] = [];
  raw.forEach((a, i) => {
    const path = `${scope.path}/attributes/${i}`;
    const spec = parseAttribute(a, { path, problems: scope.problems });
    if (!spec) return;
    if (fields.some((f) => f.name === spec.name)) {
      scope.problems.push({ code: 'duplicate-field', path, detail: `"${spec.name}" appears twice; later one dropped` });
      return;
    }
    fields.push(groupName && spec.groupName === null ? { ...spec, groupName } : spec);
  });
  return fields.map((f, i) => (f.type === 'text-confirm' ? resolveConfirm(f, fields.slice(0, i), fields, scope) : f));
}

function resolveConfirm(field: FieldSpec, before: FieldSpec[], all: FieldSpec[], scope: ParseScope): FieldSpec {
  const target = field.confirms ?? [...before].reverse().find((f) => f.type !== 'text-confirm' && f.type !== 'image')?.name ?? null;
  if (target !== null && all.some((f) => f.name === target && f !== field)) return { ...field, confirms: target };
  scope.problems.push({
    code: 'unknown-confirm-target',
    path: `${scope.path}/${field.name}`,
    detail: `text-confirm "${field.name}" has no field to confirm (${JSON.stringify(target)})`,
  });
  return { ...field, confirms: null };
}

function finish(problems: FieldProblem[]): FieldProblem[] {
  for (const p of problems) reportProblem(p);
  return problems;
}

/**
 * Parses the eKYC config (SPEC §3: groups by document type). Never throws: whatever fails the schema
 * is dropped or defaulted, and each problem is reported once (console + monitoring hook).
 */
export function parseEkycConfig(raw: unknown): EkycForm {
  const problems: FieldProblem[] = [];
  const groups: Partial<Record<DocumentType, FieldSpec[]>> = {};
  const documentTypes: DocumentType[] = [];
  if (!Array.isArray(raw)) {
    problems.push({ code: 'config-schema', path: '', detail: 'eKYC config must be an array of groups' });
    return { groups, documentTypes, problems: finish(problems) };
  }
  raw.forEach((g, i) => {
    const path = `/${i}`;
    const groupName = isRecord(g) ? g.groupName : undefined;
    if (!isRecord(g) || !(DOCUMENT_TYPES as readonly unknown[]).includes(groupName)) {
      problems.push({ code: 'config-schema', path, detail: `unknown document group ${JSON.stringify(groupName)}; dropped` });
      return;
    }
    const type = groupName as DocumentType;
    if (groups[type]) {
      problems.push({ code: 'duplicate-field', path, detail: `group ${type} appears twice; later one dropped` });
      return;
    }
    for (const key of Object.keys(g)) {
      if (key !== 'groupName' && key !== 'attributes') problems.push({ code: 'config-schema', path: `${path}/${key}`, detail: 'unknown property; ignored' });
    }
    groups[type] = parseAttributes(g.attributes, type, { path, problems });
    documentTypes.push(type);
  });
  return { groups, documentTypes, problems: finish(problems) };
}

const FORM_KINDS: readonly FormKind[] = ['personal', 'shipping', 'billing', 'delivery'];

/**
 * Parses a personal or address form config and lays its fields out in the SPEC §3 order for that form.
 * `fallback` names the form when the config does not say (or says something unknown).
 */
export function parseFormConfig(raw: unknown, fallback: Exclude<FormKind, 'ekyc'>): ParsedForm {
  const problems: FieldProblem[] = [];
  if (!isRecord(raw)) {
    problems.push({ code: 'config-schema', path: '', detail: 'form config must be an object' });
    return { form: fallback, fields: [], problems: finish(problems) };
  }
  let form: FormKind = fallback;
  if ((FORM_KINDS as readonly unknown[]).includes(raw.form)) form = raw.form as FormKind;
  else problems.push({ code: 'config-schema', path: '/form', detail: `unknown form ${JSON.stringify(raw.form)}; using ${fallback}` });
  for (const key of Object.keys(raw)) {
    if (key !== 'form' && key !== 'attributes') problems.push({ code: 'config-schema', path: `/${key}`, detail: 'unknown property; ignored' });
  }
  const fields = orderFields(parseAttributes(raw.attributes, null, { path: '', problems }), fieldOrderFor(form));
  return { form, fields, problems: finish(problems) };
}
