/**
 * The two helpers of parsing: whether a value read from JSON, storage or an answer is an object (not null, not an
 * array), and that object or an empty one. Every parser in src reads unknown data through these, so the places where
 * data is truly unknown stay few and named.
 */
export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `v` when it is an object, else an empty object: the fields of unknown data, each still to be checked. */
export const recordOf = (v: unknown): Readonly<Record<string, unknown>> => (isRecord(v) ? v : {});
