/**
 * Shared JSON Schema (draft 2020-12) building blocks for the API payloads.
 * Plain data only: imported by the browser app and by the gateway.
 */
export type JsonSchema = { readonly [key: string]: unknown };

export const DRAFT = 'https://json-schema.org/draft/2020-12/schema';

/** A string of digits only, `min`–`max` long. */
export const digits = (min: number, max = min): JsonSchema => ({
  type: 'string',
  pattern: `^[0-9]{${min},${max}}$`,
});

export const email: JsonSchema = { type: 'string', format: 'email', maxLength: 254 };
export const nonEmpty: JsonSchema = { type: 'string', minLength: 1, maxLength: 200 };
export const anyObject: JsonSchema = { type: 'object' };
export const money: JsonSchema = { type: 'number', minimum: 0 };
export const channel: JsonSchema = { enum: ['web', 'app', 'retail'] };
/**
 * A day of the calendar, YYYY-MM-DD, that exists (ajv-formats' `date` checks the month's days and leap years:
 * 2026-02-30 is refused with 400 naming the field). Every date the API takes, in a query above all, is this one
 * schema; a test holds every date-like query parameter of the registry to it.
 */
export const calendarDate: JsonSchema = { type: 'string', format: 'date' };

/** A month of the calendar, YYYY-MM (a history filtered by month): 2026-13 is refused with 400 naming the field. */
export const CALENDAR_MONTH_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])$';
export const calendarMonth: JsonSchema = { type: 'string', pattern: CALENDAR_MONTH_PATTERN };

/** A closed object: every listed property, `required` ones mandatory, nothing else. */
export const closed = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});

/** An open object: documents the fields the app reads; extra fields are allowed in responses. */
export const open = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  type: 'object',
  properties,
  required,
});

export const listOf = (items: JsonSchema): JsonSchema => ({ type: 'array', items });

/**
 * Server-side paging of the list calls (orders, service requests, loyalty history; issue 31): `limit` items at
 * most (PAGE_DEFAULT when none is asked, PAGE_MAX at most) after the item whose id is `after` (keyset paging:
 * the last item of the page before, in the list's own order). The app asks for one more than it shows, so a
 * page that comes back full says there is more without counting the rest.
 */
export const PAGE_DEFAULT = 50;
export const PAGE_MAX = 100;
export const paging = {
  limit: { type: 'integer', minimum: 1, maximum: PAGE_MAX },
  after: { type: 'string', minLength: 1, maxLength: 200 },
} as const satisfies Record<string, JsonSchema>;

/** Top-level request schema (body or query): closed, with the draft marker. */
export const request = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  $schema: DRAFT,
  ...closed(properties, required),
});

/** Success envelope of SPEC §7: `{ result: ... }`. */
export const envelope = (result: JsonSchema): JsonSchema => ({
  $schema: DRAFT,
  type: 'object',
  properties: { result },
  required: ['result'],
  additionalProperties: false,
});

/** Error envelope of SPEC §8: `{ status, code, description, id? }`. */
export const errorEnvelope: JsonSchema = {
  $schema: DRAFT,
  type: 'object',
  properties: {
    status: { type: 'integer', minimum: 400, maximum: 599 },
    code: { type: ['integer', 'string'] },
    description: { type: 'string' },
    id: { type: ['string', 'integer'] },
    /** A wrong one-time code (422011): how many tries the code has left before it is blocked. */
    attemptsLeft: { type: 'integer', minimum: 0 },
    /**
     * When the caller may try again, epoch milliseconds: a locked sign-in (422005), or too many one-time codes for one
     * number or address (429 TOO_MANY_CODES).
     */
    retryAt: { type: 'integer', minimum: 0 },
  },
  required: ['status', 'code', 'description'],
  additionalProperties: false,
};

export const ok = envelope(closed({ success: { const: true } }, ['success']));
