/* eslint-disable house/kebab-case-file-names -- named after its endpoint */
// GENERATED FILE, DO NOT EDIT. Source: schemas/endpoints.ts. Regenerate with `npx tsx scripts/gen-validators.ts`.
export default {"type":"object","properties":{"result":{"type":"object","properties":{"paymentMethodId":{"type":"string","minLength":1,"maxLength":200},"brand":{"type":"string","minLength":1,"maxLength":200},"last4":{"type":"string","pattern":"^[0-9]{4}$"}},"required":["paymentMethodId","brand","last4"]}},"required":["result"],"additionalProperties":false};
