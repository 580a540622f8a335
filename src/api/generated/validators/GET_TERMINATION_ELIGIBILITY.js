/* eslint-disable house/kebab-case-file-names -- named after its endpoint */
// GENERATED FILE, DO NOT EDIT. Source: schemas/endpoints.ts. Regenerate with `npx tsx scripts/gen-validators.ts`.
export default {"type":"object","properties":{"result":{"type":"object","properties":{"eligible":{"type":"boolean"},"reason":{"type":"string"},"currentPlanId":{"type":"string"},"plans":{"type":"array","items":{"type":"string"}},"renewsAt":{"type":"integer"}},"required":["eligible"]}},"required":["result"],"additionalProperties":false};
