// GENERATED FILE, DO NOT EDIT. Source: schemas/endpoints.ts. Regenerate with `npx tsx scripts/gen-validators.ts`.
import type { PrecompiledValidator } from '../../api/precompiled-validator';

declare const validate: PrecompiledValidator;
export default validate;
