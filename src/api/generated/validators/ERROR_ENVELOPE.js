/* eslint-disable house/kebab-case-file-names -- named after its endpoint */
// GENERATED FILE, DO NOT EDIT. Source: schemas/endpoints.ts. Regenerate with `npx tsx scripts/gen-validators.ts`.
export default {"type":"object","properties":{"status":{"type":"integer","minimum":400,"maximum":599},"code":{"type":["integer","string"]},"description":{"type":"string"},"id":{"type":["string","integer"]},"attemptsLeft":{"type":"integer","minimum":0},"retryAt":{"type":"integer","minimum":0}},"required":["status","code","description"],"additionalProperties":false};
