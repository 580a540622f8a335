/**
 * The one mapping of a line's status to words (status_<status>), for every page that names a line's status: the
 * manage pages, the line picker, the activation page and the home's line cards (issue 30: never 'Inactive' on one
 * page and 'Closed' on another). A file of its own: the order list names a line's status without loading the line
 * pages' texts.
 */
export const LINE_STATUS_WORDS = {
  en: {
    status_PendingActivation: 'Waiting for activation',
    status_Active: 'Active',
    status_Suspend: 'Suspended',
    status_Grace: 'Grace period',
    status_Inactive: 'Closed',
  },
  ur: {
    status_PendingActivation: 'ایکٹیویشن کا انتظار',
    status_Active: 'فعال',
    status_Suspend: 'معطل',
    status_Grace: 'رعایتی مدت',
    status_Inactive: 'بند',
  },
} as const;
