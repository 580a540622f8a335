/* eslint-disable */
// GENERATED FILE, DO NOT EDIT. Source: schemas/endpoints.ts. Regenerate with `npx tsx scripts/gen-validators.ts`.
export default {"type":"object","properties":{"result":{"type":"array","items":{"type":"object","properties":{"id":{"type":"string","minLength":1,"maxLength":200},"title":{"type":"string"},"headline":{"type":"string"},"imageUrl":{"type":"string"},"link":{"type":"string"},"width":{"type":"integer","minimum":1},"height":{"type":"integer","minimum":1}},"required":["id"]}}},"required":["result"],"additionalProperties":false};
