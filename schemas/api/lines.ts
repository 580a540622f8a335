/** A customer's lines (SPEC §4 line statuses) and SIM activation (SPEC §5: the SIM's ICC id, 19 digits). */
import { digits, envelope, listOf, money, nonEmpty, open, request, type JsonSchema } from './common';

/**
 * SPEC §4 line statuses plus the state before them: a paid order's line waits for its SIM to be activated.
 * Active: everything allowed. Suspend: barred (lost SIM, unpaid). Grace: validity over, receive only.
 * Inactive: closed (terminated or port-in cancelled).
 */
export const LINE_STATUSES = ['PendingActivation', 'Active', 'Suspend', 'Grace', 'Inactive'] as const;
export const lineStatus: JsonSchema = { enum: [...LINE_STATUSES] };

/** SPEC §5: the SIM's ICC id is 19 digits. */
export const ICC_ID_LENGTH = 19;
export const iccId = digits(ICC_ID_LENGTH);

export const line: JsonSchema = open(
  {
    number: nonEmpty,
    planId: nonEmpty,
    /** The plan's name in the request's language (Accept-Language), as the catalogue names it. */
    planName: nonEmpty,
    status: lineStatus,
    simType: { enum: ['physical_sim', 'esim'] },
    numberType: { enum: ['NEW', 'PORT_IN'] },
    orderRef: nonEmpty,
    autoRenew: { type: 'boolean' },
    activatedAt: { type: ['integer', 'null'] },
    createdAt: { type: 'integer' },
    /** Prepaid airtime left on the line, in rupees (what loyalty purchases are charged to). */
    airtimeBalance: money,
  },
  ['number', 'planId', 'planName', 'status', 'simType', 'numberType', 'orderRef', 'autoRenew', 'activatedAt', 'createdAt'],
);
export const lineResponse = envelope(line);
export const linesResponse = envelope(listOf(line));
export const activateSimRequest = request({ number: digits(10, 12), iccId }, ['number', 'iccId']);
