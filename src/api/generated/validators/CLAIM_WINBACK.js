/* eslint-disable house/kebab-case-file-names -- named after its endpoint */
// GENERATED FILE, DO NOT EDIT. Source: schemas/endpoints.ts. Regenerate with `npx tsx scripts/gen-validators.ts`.
export default {"type":"object","properties":{"result":{"type":"object","properties":{"offerId":{"type":"string","minLength":1,"maxLength":200},"claimed":{"const":true},"discountPercent":{"type":"number"},"months":{"type":"integer"}},"required":["offerId","claimed"]}},"required":["result"],"additionalProperties":false};
