/* eslint-disable */
// GENERATED FILE, DO NOT EDIT. Source: schemas/endpoints.ts. Regenerate with `npx tsx scripts/gen-validators.ts`.
export default {"type":"object","properties":{"result":{"type":"array","items":{"type":"object","properties":{"number":{"type":"string","pattern":"^[0-9]{12,12}$"},"category":{"type":"string","minLength":1,"maxLength":200},"numberClass":{"enum":["FREE_NUMBER","PREMIUM_NUMBER"]},"price":{"type":"number","minimum":0}},"required":["number","category","numberClass","price"],"additionalProperties":false}}},"required":["result"],"additionalProperties":false};
