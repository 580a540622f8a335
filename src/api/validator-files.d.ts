/** The endpoints' validators by name (scripts/validator-chunks.ts): the validator's promise, undefined when none was generated. */
declare module 'virtual:validator-files' {
  const importValidator: (name: string) => Promise<import('./precompiled-validator').PrecompiledValidator> | undefined;
  export default importValidator;
}
