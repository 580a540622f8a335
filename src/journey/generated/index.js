// GENERATED FILE, DO NOT EDIT. Source: schemas/endpoints.ts. Regenerate with `npx tsx scripts/gen-validators.ts`.
import v0 from './lost-sim.js';
import v1 from './onboarding.js';
import v2 from './plan-switch.js';
import v3 from './recharge-any.js';
import v4 from './reschedule-delivery.js';
import v5 from './sim-replacement.js';
import v6 from './termination.js';

export default {
  'lost-sim': v0,
  'onboarding': v1,
  'plan-switch': v2,
  'recharge-any': v3,
  'reschedule-delivery': v4,
  'sim-replacement': v5,
  'termination': v6,
};
