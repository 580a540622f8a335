/* eslint-disable house/kebab-case-file-names -- named after its endpoint */
// GENERATED FILE, DO NOT EDIT. Source: schemas/endpoints.ts. Regenerate with `npx tsx scripts/gen-validators.ts`.
export default {"type":"object","properties":{"result":{"type":"object","properties":{"context":{"type":"string","minLength":1,"maxLength":200},"kycRequired":{"type":"boolean"},"nationalitySelect":{"type":"boolean"},"documentTypes":{"type":"array","items":{"enum":["CNIC","NRIC","FIN"]}}},"required":["context","kycRequired"]}},"required":["result"],"additionalProperties":false};
