// GENERATED FILE, DO NOT EDIT. Source: schemas/journey-data/stop-subscription.schema.json. Regenerate with `npx tsx scripts/gen-validators.ts`.
export default {"type":"object","additionalProperties":true,"properties":{"number":{"type":"string","pattern":"^\\d{10,12}$"},"subscriptionId":{"type":"string","pattern":"^[0-9]{1,18}$"},"stoppedName":{"type":"string"},"stoppedAt":{"type":"integer"}}};
