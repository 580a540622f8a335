/* eslint-disable */
// GENERATED FILE, DO NOT EDIT. Source: schemas/endpoints.ts. Regenerate with `npx tsx scripts/gen-validators.ts`.
export default {"type":"object","properties":{"result":{"type":"object","properties":{"fee":{"type":"number","minimum":0},"reasons":{"type":"array","items":{"type":"string","minLength":1,"maxLength":200}},"simTypes":{"type":"array","items":{"enum":["physical_sim","esim"]}},"kycRequired":{"type":"boolean"},"esimDeliveryNeeded":{"type":"boolean"}},"required":["fee","reasons","simTypes","kycRequired"]}},"required":["result"],"additionalProperties":false};
