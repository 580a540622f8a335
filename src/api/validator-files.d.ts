/** The endpoints' response schemas by name (scripts/validator-chunks.ts): the schema's promise, undefined when none was generated. */
declare module 'virtual:validator-files' {
  const importValidator: (name: string) => Promise<import('./schema-validator').Schema> | undefined;
  export default importValidator;
}
