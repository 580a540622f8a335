/** Pure validation rules (SPEC §5): no React, no DOM, importable from Node and the gateway. */
export * from './message-ids';
export * from './rule';
export * from './text-rules';
export * from './identity-rules';
export * from './country-formats';
export * from './otp-rules';
export * from './numeric-keys';
export * from './calendar';
export * from './date-rules';
export * from './zip-code-rules';
export * from './card-rules';
export * from './image-rules';
export * from './eligibility-rules';
export * from './field-rules';
