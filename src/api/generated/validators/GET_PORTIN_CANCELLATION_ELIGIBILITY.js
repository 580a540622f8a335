/* eslint-disable house/kebab-case-file-names -- named after its endpoint */
// GENERATED FILE, DO NOT EDIT. Source: schemas/endpoints.ts. Regenerate with `npx tsx scripts/gen-validators.ts`.
export default {"type":"object","properties":{"result":{"type":"object","properties":{"eligible":{"type":"boolean"},"status":{"enum":["PROCESSING","IN_PROGRESS","ACTIVE","WAITING","DONOR_SWITCH","DONOR_SWITCH_SCHEDULED","SUBMITTED","FAILED","CANCELED","DONE","PORT_IN_FAILED","REJECTED","SUCCESSFUL"]}},"required":["eligible","status"]}},"required":["result"],"additionalProperties":false};
