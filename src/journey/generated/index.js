// GENERATED FILE, DO NOT EDIT. Source: schemas/endpoints.ts. Regenerate with `npx tsx scripts/gen-validators.ts`.
import v0 from './onboarding.js';
import v1 from './plan-switch.js';
import v2 from './reschedule-delivery.js';
import v3 from './sim-replacement.js';
import v4 from './termination.js';

export default {
  'onboarding': v0,
  'plan-switch': v1,
  'reschedule-delivery': v2,
  'sim-replacement': v3,
  'termination': v4,
};
