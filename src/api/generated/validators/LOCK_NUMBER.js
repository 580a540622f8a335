/* eslint-disable house/kebab-case-file-names -- named after its endpoint */
// GENERATED FILE, DO NOT EDIT. Source: schemas/endpoints.ts. Regenerate with `npx tsx scripts/gen-validators.ts`.
export default {"type":"object","properties":{"result":{"type":"object","properties":{"number":{"type":"string","pattern":"^[0-9]{12,12}$"},"lockedUntil":{"type":"integer"},"expiresIn":{"type":"integer"}},"required":["number","lockedUntil","expiresIn"]}},"required":["result"],"additionalProperties":false};
