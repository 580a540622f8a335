/* eslint-disable */
// GENERATED FILE, DO NOT EDIT. Source: schemas/journey-data/plan-switch.schema.json. Regenerate with `npx tsx scripts/gen-validators.ts`.
export default {"type":"object","additionalProperties":true,"properties":{"number":{"type":"string","pattern":"^\\d{10,12}$"},"planId":{"type":"string"},"planFilter":{"type":"string"},"requestId":{"type":"string"},"requestPlanId":{"type":"string"},"paymentRequired":{"type":"boolean"},"totalCharges":{"type":"number"}}};
