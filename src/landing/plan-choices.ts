/**
 * The product types and plan filters of SPEC §1, in order: the one list the landing frame draws before the catalog
 * has loaded, and the catalog (and the plan switch) filter plans by. A filter's id matches a plan's category; its
 * message id names its label. Plain data: the landing's first chunk carries it.
 */
export const PRODUCT_TYPES = ['prepaid', 'postpaid', 'hybrid'] as const;
export const PLAN_FILTERS = [
  { id: 'all', messageId: 'filter_all' },
  { id: 'special', messageId: 'filter_special' },
  { id: 'group', messageId: 'filter_group' },
  { id: 'annual', messageId: 'filter_annual' },
  { id: 'semi-annual', messageId: 'filter_semi_annual' },
  { id: 'monthly', messageId: 'filter_monthly' },
  { id: 'weekly', messageId: 'filter_weekly' },
] as const;
