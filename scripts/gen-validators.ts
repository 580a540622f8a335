/**
 * Writes the response schemas of every endpoint in schemas/endpoints.ts, compacted, into
 * src/api/generated/validators/<NAME>.js (one module each, checked by src/api/schema-validator.ts), the slim route
 * map, and their TypeScript types (json-schema-to-typescript) into src/api/generated/response-types.ts. The browser
 * then ships no ajv and needs no eval (CSP).
 * `tsx scripts/gen-validators.ts` writes them; the staleness test in tests/src/api compares.
 */
import { readFile, writeFile, mkdir, rm } from 'node:fs/promises';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'json-schema-to-typescript';
import { endpoints, errorEnvelope, type JsonSchema } from '../schemas/endpoints';
import { withEndpointFields } from './endpoint-fields';
import { FORMATS, KEYWORDS, type Schema } from '../src/api/schema-validator';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const OUT_DIR = join(root, 'src', 'api', 'generated');
/** An endpoint's validator is named after the endpoint (ACTIVATE_SIM.js), not in kebab case. */
const ENDPOINT_FILE_NAME = '/* eslint-disable house/kebab-case-file-names -- named after its endpoint */\n';
const BANNER = '// GENERATED FILE, DO NOT EDIT. Source: schemas/endpoints.ts. Regenerate with `npx tsx scripts/gen-validators.ts`.\n';

const pascal = (name: string) => name.toLowerCase().replace(/(^|_)([a-z0-9])/g, (_m, _u, c: string) => c.toUpperCase());

/** Keywords that say nothing about validity: the generator drops them. */
const ANNOTATIONS = new Set(['$schema', '$id', 'title', 'description', 'default', 'examples', '$comment', 'deprecated', 'readOnly', 'writeOnly']);
const KEPT = new Set<string>(KEYWORDS);

/**
 * The schema as the browser checks it (src/api/schema-validator.ts): its validation keywords only. A keyword the
 * checker does not know is refused here, at `npm run gen`, rather than ignored in the browser.
 */
export function compactSchema(schema: unknown, where = '#'): Schema {
  if (typeof schema === 'boolean') return schema;
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) throw new Error(`${where}: a schema is an object or a boolean`);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key)) continue;
    if (!KEPT.has(key)) throw new Error(`${where}: the keyword "${key}" is not one src/api/schema-validator.ts checks`);
    if (key === 'format' && !Object.hasOwn(FORMATS, value as string)) throw new Error(`${where}: the format "${String(value)}" is not one src/api/schema-validator.ts knows`);
    if (key === 'pattern') new RegExp(value as string, 'u');
    out[key] =
      key === 'properties'
        ? Object.fromEntries(Object.entries(value as object).map(([name, s]) => [name, compactSchema(s, `${where}/properties/${name}`)]))
        : key === 'items' || key === 'additionalProperties'
          ? compactSchema(value, `${where}/${key}`)
          : key === 'anyOf' || key === 'oneOf'
            ? (value as unknown[]).map((s, i) => compactSchema(s, `${where}/${key}/${i}`))
            : value;
  }
  return out;
}

/**
 * One schema as a module whose default export is the schema, compacted (issue 47: ajv's standalone code for it was
 * about five times its bytes as transferred). src/api/schema-validator.ts makes the check of it where it is loaded. It
 * imports nothing: a validator's file is a chunk with no dependencies (scripts/validator-chunks.ts).
 */
export function renderValidator(schema: object, header = ENDPOINT_FILE_NAME + BANNER): string {
  return `${header}export default ${JSON.stringify(compactSchema(schema))};\n`;
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
    out.set(file.replace('.schema.json', ''), renderValidator(schema, BANNER.replace('schemas/endpoints.ts', `schemas/journey-data/${file}`)));
  }
  return out;
}

/** Every generated file: path → content. */
export async function renderAll(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const [name, code] of renderValidators()) files.set(join(OUT_DIR, 'validators', `${name}.js`), code);
  const dataValidators = renderJourneyDataValidators();
  const validatorType = `${BANNER}import type { Schema } from '../../api/schema-validator';\n\ndeclare const schema: Schema;\nexport default schema;\n`;
  for (const [id, code] of dataValidators) {
    files.set(join(JOURNEY_DATA_OUT_DIR, `${id}.js`), code);
    // Typed one by one too: a route that reads one wizard's saved data imports only its validator (the landing).
    files.set(join(JOURNEY_DATA_OUT_DIR, `${id}.d.ts`), validatorType);
  }
  // One index by journey id (a plain import, so the app's modules also load outside Vite, e.g. scripts/routes-doc.ts).
  const ids = [...dataValidators.keys()];
  const index = `${BANNER}${ids.map((id, i) => `import v${i} from './${id}.js';`).join('\n')}\n\nexport default {\n${ids.map((id, i) => `  '${id}': v${i},`).join('\n')}\n};\n`;
  files.set(join(JOURNEY_DATA_OUT_DIR, 'index.js'), index);
  files.set(join(JOURNEY_DATA_OUT_DIR, 'index.d.ts'), `${BANNER}import type { Schema } from '../../api/schema-validator';\n\ndeclare const schemas: Record<string, Schema>;\nexport default schemas;\n`);
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
