/* eslint-disable house/kebab-case-file-names -- named after its endpoint */
// GENERATED FILE, DO NOT EDIT. Source: schemas/endpoints.ts. Regenerate with `npx tsx scripts/gen-validators.ts`.
export default {"type":"object","properties":{"result":{"type":"object","properties":{"marketingEmail":{"type":"boolean"},"marketingSms":{"type":"boolean"},"analytics":{"type":"boolean"},"personalisedOffers":{"type":"boolean"}},"required":["marketingEmail","marketingSms","analytics","personalisedOffers"],"additionalProperties":false}},"required":["result"],"additionalProperties":false};
