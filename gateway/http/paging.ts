import { PAGE_DEFAULT } from '../../schemas/api/common';
import { unprocessable } from './gateway-error';

/**
 * Keyset paging of the list calls (issue 31; schemas/api/common.ts `paging`). A page is read from an index in
 * the list's order, so its cost does not grow with the rows before or after it (no OFFSET, no count).
 */
export interface PageAsk {
  limit?: number;
  after?: string;
}

/** How many items a page holds: the asked limit (the schema bounds it), else the default. */
export const pageSize = (ask: PageAsk): number => ask.limit ?? PAGE_DEFAULT;

/**
 * `after` names no item of the caller's own list: unknown, or another customer's (the same answer either way,
 * so a cursor reveals nothing about what others have).
 */
export const badCursor = () => unprocessable('INVALID_CURSOR', 'after: is not an item of this list (start again without it)');
