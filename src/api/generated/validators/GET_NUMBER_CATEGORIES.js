/* eslint-disable */
// GENERATED FILE, DO NOT EDIT. Source: schemas/endpoints.ts. Regenerate with `npx tsx scripts/gen-validators.ts`.
export default {"type":"object","properties":{"result":{"type":"array","items":{"type":"object","properties":{"id":{"type":"string","minLength":1,"maxLength":200},"name":{"type":"string","minLength":1,"maxLength":200},"numberClass":{"enum":["FREE_NUMBER","PREMIUM_NUMBER"]},"price":{"type":"number","minimum":0},"golden":{"type":"boolean"}},"required":["id","numberClass","price"]}}},"required":["result"],"additionalProperties":false};
