/* eslint-disable house/kebab-case-file-names -- named after its endpoint */
// GENERATED FILE, DO NOT EDIT. Source: schemas/endpoints.ts. Regenerate with `npx tsx scripts/gen-validators.ts`.
export default {"type":"object","properties":{"result":{"type":"object","properties":{"accessToken":{"type":"string","minLength":1,"maxLength":200},"expiresIn":{"type":"integer","minimum":1},"userId":{"type":"string","minLength":1,"maxLength":200}},"required":["accessToken","expiresIn"]}},"required":["result"],"additionalProperties":false};
