/**
 * Precompiles the response validators of every endpoint in schemas/endpoints.ts (ajv standalone, ESM) into
 * src/api/generated/validators/<NAME>.js (one module each), the slim route map, and their TypeScript types (json-schema-to-typescript) into
 * src/api/generated/response-types.ts. The browser then ships no ajv compiler and needs no eval (CSP).
 * `tsx scripts/gen-validators.ts` writes them; the staleness test in tests/src/api compares.
 */
import { readFile, writeFile, mkdir, rm } from 'node:fs/promises';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020';
import standaloneCode from 'ajv/dist/standalone';
import { compile } from 'json-schema-to-typescript';
import { endpoints, errorEnvelope, type JsonSchema } from '../schemas/endpoints';
import { withEndpointFields } from './endpoint-fields';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const OUT_DIR = join(root, 'src', 'api', 'generated');
const JS_BANNER = '/* eslint-disable */\n';
const BANNER = '// GENERATED FILE, DO NOT EDIT. Source: schemas/endpoints.ts. Regenerate with `npx tsx scripts/gen-validators.ts`.\n';

// ajv standalone can emit require() for its runtime helpers (ajv-validator/ajv#1976, #2209); each is mapped
// to a local ESM module so the bundle has no CommonJS and nothing unresolved.
const RUNTIME: Record<string, string> = {
  'ajv/dist/runtime/ucs2length': 'ucs2length',
  'ajv/dist/runtime/equal': 'equal',
};

const FORMATS: Record<string, RegExp> = {
  email: /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i,
  uri: /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i,
  date: /^\d\d\d\d-[0-1]\d-[0-3]\d$/,
  'date-time': /^\d\d\d\d-[0-1]\d-[0-3]\d[t\s](?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i,
};

const pascal = (name: string) => name.toLowerCase().replace(/(^|_)([a-z0-9])/g, (_m, _u, c: string) => c.toUpperCase());

/** Precompiles one schema as an ESM module whose default export is the validator. */
export function renderValidator(schema: object, runtimeDir = '../runtime'): string {
  // No message texts and no schema paths in the errors (issue 31: 12% of every validator's bytes, unique strings that
  // compress poorly): the app reads an error's instancePath, keyword and params (src/api/precompiled-validator.ts).
  const ajv = new Ajv2020({ code: { source: true, esm: true, lines: false }, strict: false, allErrors: false, messages: false });
  // Formats as regular expressions (ajv-formats' "fast" forms), which standalone code inlines; function formats
  // would need a runtime import of ajv-formats.
  for (const [name, pattern] of Object.entries(FORMATS)) ajv.addFormat(name, pattern);
  let code = standaloneCode(ajv, ajv.compile(structuredClone(schema)));
  const imports = new Set<string>();
  code = code.replace(/require\("([^"]+)"\)(\.default)?/g, (_m, mod: string) => {
    const local = RUNTIME[mod];
    if (!local) throw new Error(`unmapped runtime require: ${mod}`);
    imports.add(local);
    return `__${local}`;
  });
  // A string's length in code points (ajv's ucs2length, which "minLength"/"maxLength" use) is written in place
  // rather than imported: a validator that imports nothing is a chunk with no dependencies, and the entry's map of the
  // validators' chunks then lists no preloads for any of them (issue 31: about 1.3 KiB brotli of every page's entry).
  const counter = /const (func\d+) = __ucs2length;/.exec(code);
  if (counter?.[1]) {
    code = code.replace(counter[0], '').replace(new RegExp(`\\b${counter[1]}\\((\\w+)\\)`, 'g'), '[...$1].length');
    if (code.includes(counter[1]) || code.includes('__ucs2length')) throw new Error('ucs2length is used in a form this generator does not write in place');
    imports.delete('ucs2length');
  }
  // Nor the keyword's parameters, but for the name of a missing property (the one an instancePath does not say);
  // an enum's allowed values were the only use of the schema's copy, which then goes too.
  code = code.replace(/schemaPath:"(?:[^"\\]|\\.)*",/g, '').replace(/params:\{(?!missingProperty)(?:"(?:[^"\\]|\\.)*"|[^{}"])*\}/g, 'params:{}');
  if (/schemaPath|params:\{(?!missingProperty|\})/.test(code)) throw new Error('a schemaPath or parameter is left in a validator: the patterns above no longer match ajv\'s output');
  const [copy, copyName] = /const (schema\d+) = \{.*?\};/.exec(code) ?? [];
  if (copy && copyName && code.split(copyName).length === 2) code = code.replace(copy, '');
  const header = [...imports].sort().map((l) => `import __${l} from '${runtimeDir}/${l}.js';`).join('\n');
  return `${JS_BANNER}${BANNER}${header}\n${code.replace(/^"use strict";/, '')}\n`;
}

/** One validator module per endpoint (and the error envelope), so a route loads only the validators it uses. */
export function renderValidators(): Map<string, string> {
  const out = new Map<string, string>([['ERROR_ENVELOPE', renderValidator(errorEnvelope as object)]]);
  for (const [name, def] of Object.entries(endpoints)) out.set(name, renderValidator(def.response as object));
  return out;
}

/** The types module: `ResponseOf<'GET_GLOBAL_CONFIG'>` is that endpoint's `result` type. */
export async function renderTypes(): Promise<string> {
  const parts: string[] = [];
  const map: string[] = [];
  const bodies: string[] = [];
  for (const [name, def] of Object.entries(endpoints)) {
    const result = ((def.response as { properties?: Record<string, JsonSchema> }).properties?.result ?? {}) as object;
    const typeName = `${pascal(name)}Result`;
    const ts = await compile({ ...(result as object), title: typeName } as never, typeName, { bannerComment: '', additionalProperties: true, maxItems: -1, style: { singleQuote: true, printWidth: 120 } });
    parts.push(ts.trim());
    map.push(`  ${name}: ${typeName};`);
    const request = (def as { request?: JsonSchema; multipart?: boolean }).request;
    if (request && !(def as { multipart?: boolean }).multipart) {
      const bodyName = `${pascal(name)}Body`;
      const body = await compile({ ...(request as object), title: bodyName } as never, bodyName, { bannerComment: '', additionalProperties: true, maxItems: -1, style: { singleQuote: true, printWidth: 120 } });
      parts.push(body.trim());
      bodies.push(`  ${name}: ${bodyName};`);
    }
  }
  return `${BANNER}\n${parts.join('\n\n')}\n\n/** Each endpoint's \`result\` type, by registry name. */\nexport interface ResponseMap {\n${map.join('\n')}\n}\n\n/** Each JSON endpoint's request body type, by registry name (the registry's request schema). */\nexport interface RequestMap {\n${bodies.join('\n')}\n}\n`;
}

/**
 * The registry without its schemas, as the browser needs it to send a call: name, method and path, one endpoint a
 * line of one string, read into the table when the module loads (every page's entry carries it: as an object
 * literal it was 3.2 KiB brotli of it, issue 47).
 */
export function renderRoutes(): string {
  const rows = Object.entries(endpoints).map(([name, def]) => `${name} ${def.method} ${def.path}`);
  return `${BANNER}import type { EndpointName, HttpMethod } from '../../../schemas/endpoints';

export interface EndpointRoute {
  readonly method: HttpMethod;
  readonly path: string;
}

/** Each endpoint's \`name method path\`, one a line. */
const ROUTES = \`${rows.join('\n')}\`;

export const endpointRoutes = Object.fromEntries(
  ROUTES.split('\\n').map((row) => {
    const [name, method, path] = row.split(' ');
    return [name, { method, path }];
  }),
) as Record<EndpointName, EndpointRoute>;
`;
}

/** Where each wizard's data validator goes (src/journey/journey-data.ts parses saved journeys with them). */
export const JOURNEY_DATA_OUT_DIR = join(root, 'src', 'journey', 'generated');

/** One validator per wizard's data schema (schemas/journey-data/<journey id>.schema.json), by journey id. */
export function renderJourneyDataValidators(): Map<string, string> {
  const dir = join(root, 'schemas', 'journey-data');
  const out = new Map<string, string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.schema.json')).sort()) {
    const schema = withEndpointFields(JSON.parse(readFileSync(join(dir, file), 'utf8')) as object, `schemas/journey-data/${file}`);
    out.set(file.replace('.schema.json', ''), renderValidator(schema, '../../api/generated/runtime').replace(BANNER, BANNER.replace('schemas/endpoints.ts', `schemas/journey-data/${file}`)));
  }
  return out;
}

/** Every generated file: path → content. */
export async function renderAll(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const [name, code] of renderValidators()) files.set(join(OUT_DIR, 'validators', `${name}.js`), code);
  const dataValidators = renderJourneyDataValidators();
  const validatorType = `${BANNER}import type { PrecompiledValidator } from '../../api/precompiled-validator';\n\ndeclare const validate: PrecompiledValidator;\nexport default validate;\n`;
  for (const [id, code] of dataValidators) {
    files.set(join(JOURNEY_DATA_OUT_DIR, `${id}.js`), code);
    // Typed one by one too: a route that reads one wizard's saved data imports only its validator (the landing).
    files.set(join(JOURNEY_DATA_OUT_DIR, `${id}.d.ts`), validatorType);
  }
  // One index by journey id (a plain import, so the app's modules also load outside Vite, e.g. scripts/routes-doc.ts).
  const ids = [...dataValidators.keys()];
  const index = `${BANNER}${ids.map((id, i) => `import v${i} from './${id}.js';`).join('\n')}\n\nexport default {\n${ids.map((id, i) => `  '${id}': v${i},`).join('\n')}\n};\n`;
  files.set(join(JOURNEY_DATA_OUT_DIR, 'index.js'), index);
  files.set(join(JOURNEY_DATA_OUT_DIR, 'index.d.ts'), `${BANNER}import type { PrecompiledValidator } from '../../api/precompiled-validator';\n\ndeclare const validators: Record<string, PrecompiledValidator>;\nexport default validators;\n`);
  return new Map([
    ...files,
    [join(OUT_DIR, 'endpoint-routes.ts'), renderRoutes()],
    [join(OUT_DIR, 'response-types.ts'), await renderTypes()],
  ]);
}

async function main(): Promise<void> {
  await rm(join(OUT_DIR, 'validators'), { recursive: true, force: true });
  await mkdir(join(OUT_DIR, 'validators'), { recursive: true });
  await rm(JOURNEY_DATA_OUT_DIR, { recursive: true, force: true });
  await mkdir(JOURNEY_DATA_OUT_DIR, { recursive: true });
  for (const [path, content] of await renderAll()) {
    const current = await readFile(path, 'utf8').catch(() => '');
    if (current !== content) await writeFile(path, content);
  }
  console.log('Generated src/api/generated/ (validators/*.js, endpoint-routes.ts, response-types.ts) and src/journey/generated/ (journey data validators)');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) void main();
