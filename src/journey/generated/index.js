// GENERATED FILE, DO NOT EDIT. Source: schemas/endpoints.ts. Regenerate with `npx tsx scripts/gen-validators.ts`.
import v0 from './balance-share.js';
import v1 from './emergency-advance.js';
import v2 from './lost-sim.js';
import v3 from './onboarding.js';
import v4 from './plan-switch.js';
import v5 from './recharge-any.js';
import v6 from './reschedule-delivery.js';
import v7 from './sim-replacement.js';
import v8 from './stop-subscription.js';
import v9 from './termination.js';

export default {
  'balance-share': v0,
  'emergency-advance': v1,
  'lost-sim': v2,
  'onboarding': v3,
  'plan-switch': v4,
  'recharge-any': v5,
  'reschedule-delivery': v6,
  'sim-replacement': v7,
  'stop-subscription': v8,
  'termination': v9,
};
