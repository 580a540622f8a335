/* eslint-disable house/kebab-case-file-names -- named after its endpoint */
// GENERATED FILE, DO NOT EDIT. Source: schemas/endpoints.ts. Regenerate with `npx tsx scripts/gen-validators.ts`.
export default {"type":"object","properties":{"result":{"type":"object","properties":{"data":{"type":"object","properties":{"eligible":{"type":"boolean"},"lines":{"type":"integer"},"maxLines":{"type":"integer"},"reason":{"type":"string"}},"required":["eligible"]}},"required":["data"]}},"required":["result"],"additionalProperties":false};
