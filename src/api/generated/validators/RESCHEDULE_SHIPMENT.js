/* eslint-disable */
// GENERATED FILE, DO NOT EDIT. Source: schemas/endpoints.ts. Regenerate with `npx tsx scripts/gen-validators.ts`.
export default {"type":"object","properties":{"result":{"type":"object","properties":{"rescheduleId":{"type":"string","minLength":1,"maxLength":200},"shipmentRef":{"type":"string","minLength":1,"maxLength":200},"slotId":{"type":"string","minLength":1,"maxLength":200},"fee":{"type":"number","minimum":0},"paymentRequired":{"type":"boolean"}},"required":["rescheduleId","fee","paymentRequired"]}},"required":["result"],"additionalProperties":false};
