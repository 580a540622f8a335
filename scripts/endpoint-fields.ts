/**
 * A wizard's data key that is a field of a request the app sends is written in its data schema as a reference to
 * that field, `{ "$ref": "endpoints#/CREATE_ORDER/request/properties/planId" }` (schemas/journey-data/<id>.schema.json),
 * with the key's own `default` and `description` beside it if it has them. `npm run gen` puts the endpoint
 * registry's schema of the field in its place (schemas/endpoints.ts), for the generated data type and the saved
 * journey's validator alike: the key is the request's field, one schema and one type from the registry to the wire
 * (issue 43, the plan id's way from the card to the order: docs/architecture.md).
 */
import { endpoints, type JsonSchema } from '../schemas/endpoints.ts';

const FIELD_REF = /^endpoints#\/([A-Z_]+)\/request\/properties\/(\w+)$/;

/** The request field a reference names; throws on a name the registry does not have (gen fails, saying which). */
function requestField(ref: string, where: string): JsonSchema {
  const m = FIELD_REF.exec(ref);
  if (!m) throw new Error(`${where}: $ref '${ref}' is not endpoints#/<ENDPOINT>/request/properties/<field>`);
  const [, name, field] = m as unknown as [string, string, string];
  const def = name in endpoints ? endpoints[name as keyof typeof endpoints] : undefined;
  const request = def && 'request' in def ? (def.request as { properties?: Record<string, JsonSchema> }) : undefined;
  const schema = request?.properties?.[field];
  if (!schema) throw new Error(`${where}: $ref '${ref}': ${name} has no request field '${field}' (schemas/endpoints.ts)`);
  return schema;
}

/** The schema with each top-level property that references a request field replaced by that field's schema. */
export function withEndpointFields<T extends object>(schema: T, file: string): T {
  const properties = (schema as { properties?: Record<string, Record<string, unknown>> }).properties;
  if (!properties) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(properties)) {
    const { $ref, ...own } = property;
    out[key] = typeof $ref === 'string' && $ref.startsWith('endpoints#') ? { ...requestField($ref, `${file} /properties/${key}`), ...own } : property;
  }
  return { ...schema, properties: out };
}
