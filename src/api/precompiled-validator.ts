/** The shape of an ajv standalone validator: a predicate that leaves its first error on `.errors`. */
export interface PrecompiledValidator {
  (data: unknown): boolean;
  errors?: Array<{ instancePath: string; message?: string }> | null;
}
