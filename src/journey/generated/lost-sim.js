/* eslint-disable */
// GENERATED FILE, DO NOT EDIT. Source: schemas/journey-data/lost-sim.schema.json. Regenerate with `npx tsx scripts/gen-validators.ts`.
export default {"type":"object","additionalProperties":true,"properties":{"number":{"type":"string","pattern":"^\\d{10,12}$"},"reason":{"enum":["LOST","STOLEN"]},"blockedAt":{"type":"integer"},"requestId":{"type":"string"},"otpCode":{"type":["string","null"],"pattern":"^\\d{6}$"},"unblockedAt":{"type":"integer"}}};
