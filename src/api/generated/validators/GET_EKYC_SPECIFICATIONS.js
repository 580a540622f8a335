/* eslint-disable */
// GENERATED FILE, DO NOT EDIT. Source: schemas/endpoints.ts. Regenerate with `npx tsx scripts/gen-validators.ts`.
export default {"type":"object","properties":{"result":{"type":"object","properties":{"maxImageBytes":{"type":"integer"},"acceptedTypes":{"type":"array","items":{"type":"string"}},"documentTypes":{"type":"array","items":{"enum":["CNIC","NRIC","FIN"]}},"defaultDocumentType":{"enum":["CNIC","NRIC","FIN"]}},"required":["maxImageBytes","acceptedTypes","documentTypes"]}},"required":["result"],"additionalProperties":false};
