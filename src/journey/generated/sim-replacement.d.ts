// GENERATED FILE, DO NOT EDIT. Source: schemas/endpoints.ts. Regenerate with `npx tsx scripts/gen-validators.ts`.
import type { Schema } from '../../api/schema-validator';

declare const schema: Schema;
export default schema;
