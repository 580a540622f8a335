/* eslint-disable house/kebab-case-file-names -- named after its endpoint */
// GENERATED FILE, DO NOT EDIT. Source: schemas/endpoints.ts. Regenerate with `npx tsx scripts/gen-validators.ts`.
export default {"type":"object","properties":{"result":{"type":"object","properties":{"verificationId":{"type":"string","pattern":"^[0-9a-f-]{36}$"},"expiresIn":{"type":"integer","minimum":1}},"required":["verificationId","expiresIn"]}},"required":["result"],"additionalProperties":false};
