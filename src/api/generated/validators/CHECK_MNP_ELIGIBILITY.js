/* eslint-disable house/kebab-case-file-names -- named after its endpoint */
// GENERATED FILE, DO NOT EDIT. Source: schemas/endpoints.ts. Regenerate with `npx tsx scripts/gen-validators.ts`.
export default {"type":"object","properties":{"result":{"type":"object","properties":{"eligible":{"type":"boolean"},"reason":{"type":"string"},"requestId":{"type":"string","minLength":1,"maxLength":200},"expiresIn":{"type":"integer"}},"required":["eligible"]}},"required":["result"],"additionalProperties":false};
