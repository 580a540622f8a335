// GENERATED FILE, DO NOT EDIT. Source: schemas/journey-data/termination.schema.json. Regenerate with `npx tsx scripts/gen-validators.ts`.
export default {"type":"object","additionalProperties":true,"properties":{"number":{"type":"string","pattern":"^\\d{10,12}$"},"reasonId":{"type":"string"},"feedback":{"type":"string"},"requestId":{"type":"string"}}};
