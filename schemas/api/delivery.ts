/** Delivery payloads (SPEC §7 "Delivery"). */
import { calendarDate, closed, digits, email, envelope, listOf, money, nonEmpty, open, request, type JsonSchema } from './common';
import { address } from './orders';

const method: JsonSchema = { enum: ['DOORSTEP_DELIVERY', 'SELF_PICKUP', 'RETAIL'] };
const slot: JsonSchema = open({ id: nonEmpty, date: { type: 'string', format: 'date' }, from: nonEmpty, to: nonEmpty, available: { type: 'boolean' } }, ['id', 'date', 'from', 'to', 'available']);
const location: JsonSchema = open(
  { id: nonEmpty, name: nonEmpty, address: { type: 'object' }, postalCode: nonEmpty, city: nonEmpty, openingHours: { type: 'string' } },
  ['id', 'name', 'postalCode', 'city'],
);

export const deliveryMethodsResponse = envelope(listOf(open({ id: method, name: nonEmpty, fee: money }, ['id', 'name', 'fee'])));
export const slotsQuery = request({ method, from: calendarDate, days: { type: 'integer', minimum: 1, maximum: 14 } });
export const slotsResponse = envelope(listOf(slot));
export const slotResponse = envelope(slot);
export const pickupLocationsResponse = envelope(listOf(location));
export const pickupLocationResponse = envelope(location);
export const selfPickupQuery = request({ zipcode: { type: 'string', pattern: '^[0-9]{1,6}$' } }, ['zipcode']);
export const selfPickupResponse = envelope(open({ pickupLocations: listOf(location) }, ['pickupLocations']));

const shipment: JsonSchema = open(
  { shipmentRef: nonEmpty, orderRef: nonEmpty, method, slotId: { type: ['string', 'null'] }, locationId: { type: ['string', 'null'] }, status: nonEmpty },
  ['shipmentRef', 'orderRef', 'method', 'status'],
);
export const shipmentResponse = envelope(shipment);
export const setPickupRequest = request({ shipmentRef: nonEmpty, locationId: nonEmpty }, ['shipmentRef', 'locationId']);
export const rescheduleRequest = request({ shipmentRef: nonEmpty, slotId: nonEmpty }, ['shipmentRef', 'slotId']);
const name: JsonSchema = { type: 'string', minLength: 1, maxLength: 100 };
/** Who receives the rescheduled SIM (the personal details step of the reschedule). */
const contact: JsonSchema = closed(
  { firstName: name, middleName: { type: 'string', maxLength: 100 }, lastName: name, fullName: { type: 'string', maxLength: 200 }, contactNumber: digits(10, 12), email },
  ['firstName', 'lastName', 'contactNumber'],
);
export const rescheduleV2Request = request({ shipmentRef: nonEmpty, slotId: nonEmpty, deliveryAddress: address, method, contact }, ['shipmentRef', 'slotId']);
export const rescheduleResponse = envelope(
  open({ rescheduleId: nonEmpty, shipmentRef: nonEmpty, slotId: nonEmpty, fee: money, paymentRequired: { type: 'boolean' } }, ['rescheduleId', 'fee', 'paymentRequired']),
);
export const reschedulePaymentRequest = request({ successUrl: { type: 'string', format: 'uri' }, failureUrl: { type: 'string', format: 'uri' } });
export const updateShipmentRequest = request({ deliveryAddress: address, slotId: nonEmpty });

export const addressLookupQuery = request({ country: { type: 'string', minLength: 2, maxLength: 2 }, postalCode: { type: 'string', pattern: '^[0-9]{1,6}$' } }, ['country']);
/** The places of a postal code in the reader's language (Accept-Language), to read back; the fields keep the postal service's English. */
const placeNames: JsonSchema = closed({ province: nonEmpty, district: nonEmpty, city: nonEmpty, area: nonEmpty }, ['province', 'district', 'city', 'area']);
export const addressLookupResponse = envelope(
  listOf(closed({ postalCode: nonEmpty, country: nonEmpty, state: { type: 'string' }, province: nonEmpty, district: nonEmpty, city: nonEmpty, area: nonEmpty, placeNames }, ['postalCode', 'country', 'province', 'district', 'city', 'area'])),
);
export const retailStoresQuery = request({ storeId: nonEmpty });
export const retailStoresResponse = envelope(listOf(open({ storeId: nonEmpty, name: nonEmpty, city: nonEmpty, active: { type: 'boolean' }, postalCode: { type: 'string', pattern: '^[0-9]{5}$' } }, ['storeId', 'name', 'active'])));
export const storeCheckResponse = envelope(open({ storeId: nonEmpty, active: { type: 'boolean' } }, ['storeId', 'active']));
export const trackingResponse = envelope(
  open(
    {
      shipmentRef: nonEmpty, orderRef: nonEmpty, status: nonEmpty, events: listOf(open({ at: { type: 'integer' }, status: nonEmpty }, ['at', 'status'])), method, deliveryAddress: { type: ['object', 'null'] },
      // s3-reschedule: the slot in words, who receives it, whether (and for how much) it may be rescheduled, and the reschedules asked for.
      slot: { oneOf: [{ type: 'null' }, open({ id: nonEmpty, date: { type: 'string', format: 'date' }, from: nonEmpty, to: nonEmpty }, ['id', 'date', 'from', 'to'])] },
      contact: { type: ['object', 'null'] },
      reschedulable: { type: 'boolean' },
      nextRescheduleFee: money,
      reschedules: listOf(open({ rescheduleId: nonEmpty, slotId: nonEmpty, fee: money, paid: { type: 'boolean' }, createdAt: { type: 'integer' } }, ['rescheduleId', 'slotId', 'fee', 'paid', 'createdAt'])),
    },
    ['shipmentRef', 'status', 'events'],
  ),
);
export const downloadAppResponse = envelope(open({ ios: { type: 'string', format: 'uri' }, android: { type: 'string', format: 'uri' } }, ['ios', 'android']));

/**
 * The store finder's query (issue 46 part 6): a city, area or store name (letters of any script, spaces, `.`, `'`,
 * `-`) or the start of a postal code, 2 to 60 characters. The app checks the same pattern before it asks.
 */
export const STORE_QUERY_PATTERN = "^[\\p{L}\\p{M}0-9][\\p{L}\\p{M}0-9 .'-]*$";
export const STORE_QUERY_MAX = 60;
export const storeFinderQuery = request({ q: { type: 'string', minLength: 2, maxLength: STORE_QUERY_MAX, pattern: STORE_QUERY_PATTERN } }, ['q']);
const hours: JsonSchema = { type: 'string', pattern: '^[0-2][0-9]:[0-5][0-9]-[0-2][0-9]:[0-5][0-9]$' };
export const storeFinderResponse = envelope(
  listOf(closed({ id: nonEmpty, kind: { enum: ['STORE', 'PICKUP'] }, name: nonEmpty, address: nonEmpty, city: nonEmpty, postalCode: { type: 'string', pattern: '^[0-9]{5}$' }, openingHours: hours, mapQuery: nonEmpty }, ['id', 'kind', 'name', 'address', 'city', 'postalCode', 'openingHours', 'mapQuery'])),
);
