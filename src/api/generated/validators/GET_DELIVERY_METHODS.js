/* eslint-disable house/kebab-case-file-names -- named after its endpoint */
// GENERATED FILE, DO NOT EDIT. Source: schemas/endpoints.ts. Regenerate with `npx tsx scripts/gen-validators.ts`.
export default {"type":"object","properties":{"result":{"type":"array","items":{"type":"object","properties":{"id":{"enum":["DOORSTEP_DELIVERY","SELF_PICKUP","RETAIL"]},"name":{"type":"string","minLength":1,"maxLength":200},"fee":{"type":"number","minimum":0}},"required":["id","name","fee"]}}},"required":["result"],"additionalProperties":false};
