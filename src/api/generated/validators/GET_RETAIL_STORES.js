/* eslint-disable */
// GENERATED FILE, DO NOT EDIT. Source: schemas/endpoints.ts. Regenerate with `npx tsx scripts/gen-validators.ts`.
export default {"type":"object","properties":{"result":{"type":"array","items":{"type":"object","properties":{"storeId":{"type":"string","minLength":1,"maxLength":200},"name":{"type":"string","minLength":1,"maxLength":200},"city":{"type":"string","minLength":1,"maxLength":200},"active":{"type":"boolean"},"postalCode":{"type":"string","pattern":"^[0-9]{5}$"}},"required":["storeId","name","active"]}}},"required":["result"],"additionalProperties":false};
