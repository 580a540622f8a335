/* eslint-disable house/kebab-case-file-names -- named after its endpoint */
// GENERATED FILE, DO NOT EDIT. Source: schemas/endpoints.ts. Regenerate with `npx tsx scripts/gen-validators.ts`.
export default {"type":"object","properties":{"result":{"type":"object","properties":{"requestId":{"type":"string","pattern":"^[A-Za-z0-9-]{8,64}$"},"expiresIn":{"type":"integer","minimum":1}},"required":["requestId","expiresIn"]}},"required":["result"],"additionalProperties":false};
