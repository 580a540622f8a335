/* eslint-disable */
// GENERATED FILE, DO NOT EDIT. Source: schemas/journey-data/recharge-any.schema.json. Regenerate with `npx tsx scripts/gen-validators.ts`.
export default {"type":"object","additionalProperties":true,"properties":{"number":{"type":"string","pattern":"^\\d{10,12}$"},"amount":{"type":"integer","minimum":1},"topupId":{"type":"string","pattern":"^TU-[0-9A-F]{8}$"},"balanceAdded":{"type":"number","minimum":0},"tax":{"type":"number","minimum":0}}};
