/**
 * How many items an account list (orders, service requests, loyalty history) shows per page. The gateway pages
 * by keyset (schemas/api/common.ts `paging`); the screens ask for one more than they show where the answer is a
 * bare list, so a full answer says there is a next page without counting the rest.
 */
export const LIST_PAGE = 20;
