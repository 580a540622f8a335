/* eslint-disable house/kebab-case-file-names -- named after its endpoint */
// GENERATED FILE, DO NOT EDIT. Source: schemas/endpoints.ts. Regenerate with `npx tsx scripts/gen-validators.ts`.
export default {"type":"object","properties":{"result":{"type":"array","items":{"type":"object","properties":{"code":{"type":"string","minLength":1,"maxLength":200},"name":{"type":"string","minLength":1,"maxLength":200},"nativeName":{"type":"string","minLength":1,"maxLength":200},"direction":{"enum":["ltr","rtl"]}},"required":["code","name"]}}},"required":["result"],"additionalProperties":false};
