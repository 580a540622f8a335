/* eslint-disable */
// GENERATED FILE, DO NOT EDIT. Source: schemas/journey-data/emergency-advance.schema.json. Regenerate with `npx tsx scripts/gen-validators.ts`.
export default {"type":"object","additionalProperties":true,"properties":{"number":{"type":"string","pattern":"^\\d{10,12}$"},"amount":{"type":"integer","minimum":1},"fee":{"type":"number","minimum":0},"advanceId":{"type":"string","pattern":"^EA-[0-9A-F]{8}$"},"balance":{"type":"number"}}};
