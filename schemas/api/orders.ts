/** Order payloads (SPEC §7 "Orders", §3 order item types, delivery methods, SIM and number types). */
import { anyObject, closed, digits, email, envelope, listOf, money, nonEmpty, open, paging, request, type JsonSchema } from './common';

const itemType: JsonSchema = { enum: ['FEE', 'DELIVERY_FEE_SKU', 'NEW_NUMBER', 'ADDON', 'BUNDLE', 'PLAN', 'EXTERNAL_REWARD', 'REWARD'] };
const text = (max: number): JsonSchema => ({ type: 'string', maxLength: max });

export const previewFields: Record<string, JsonSchema> = {
  planId: nonEmpty,
  addonIds: { type: 'array', items: nonEmpty, maxItems: 10, uniqueItems: true },
  numberType: { enum: ['NEW', 'PORT_IN'] },
  selectedNumber: digits(12),
  simType: { enum: ['physical_sim', 'esim'] },
  deliveryMethod: { enum: ['DOORSTEP_DELIVERY', 'SELF_PICKUP', 'RETAIL'] },
  promoCode: { type: 'string', pattern: '^[A-Z0-9]{3,20}$' },
};
export const orderPreviewRequest = request(previewFields, ['planId', 'numberType', 'simType']);

export const orderPreview: JsonSchema = open(
  {
    items: listOf(
      closed(
        { type: itemType, sku: nonEmpty, name: nonEmpty, quantity: { type: 'integer', minimum: 1 }, unitPrice: { type: 'number' }, amount: { type: 'number' } },
        ['type', 'sku', 'name', 'quantity', 'unitPrice', 'amount'],
      ),
    ),
    currency: { const: 'PKR' },
    subtotal: money,
    tax: money,
    total: money,
  },
  ['items', 'currency', 'subtotal', 'tax', 'total'],
);
export const orderPreviewResponse = envelope(orderPreview);

export const address: JsonSchema = closed({
  postalCode: digits(5, 6),
  country: text(60),
  state: text(60),
  province: text(60),
  district: text(60),
  city: text(60),
  area: text(60),
  street: text(100),
  buildingName: text(100),
  unit: text(20),
  landmark: text(100),
  addressLine1: text(60),
  addressLine2: text(60),
  cityInProvince: text(60),
  blockNumber: text(20),
  floor: text(20),
});

const createOrderFields = request(
  {
    ...previewFields,
    email,
    channel: { enum: ['web', 'app', 'retail'] },
    documentType: { enum: ['CNIC', 'NRIC', 'FIN'] },
    documentId: { type: 'string', pattern: '^[A-Za-z0-9]{5,20}$' },
    personalDetails: closed(
      {
        firstName: text(100), middleName: text(100), lastName: text(100), fullName: text(200),
        dob: { type: 'string', format: 'date' }, contactNumber: digits(10, 12), nationality: text(60),
      },
      ['firstName', 'lastName', 'contactNumber'],
    ),
    billingAddress: address,
    deliveryAddress: address,
    sameAsBilling: { type: 'boolean' },
    slotId: nonEmpty,
    pickupLocationId: nonEmpty,
    storeId: nonEmpty,
    portIn: closed({ donorTelco: nonEmpty, currentNumber: digits(10, 12) }, ['donorTelco', 'currentNumber']),
  },
  ['planId', 'numberType', 'simType', 'email', 'channel', 'documentType', 'documentId', 'personalDetails'],
);
/** A physical SIM is delivered somehow; an eSIM without delivery has no delivery method. */
export const createOrderRequest: JsonSchema = {
  ...createOrderFields,
  if: { properties: { simType: { const: 'physical_sim' } }, required: ['simType'] },
  then: { required: ['deliveryMethod'] },
};

export const order: JsonSchema = open(
  {
    orderRef: nonEmpty,
    order_ref: nonEmpty,
    orderType: { const: 'SIM_ONLY' },
    order_type: { const: 'SIM_ONLY' },
    status: { enum: ['INITIATED', 'CREATED', 'PLACED', 'FAILED', 'CANCELLED', 'APPROVED', 'COMPLETED'] },
    state: nonEmpty,
    paymentStatus: { enum: ['NOT_APPLICABLE', 'SUCCESS', 'CANCELLED', 'NOT_INITIATED', 'FAILED'] },
    number: { type: ['string', 'null'] },
    numberType: { enum: ['NEW', 'PORT_IN'] },
    simType: { enum: ['physical_sim', 'esim'] },
    shipmentRef: { type: ['string', 'null'] },
    total: money,
    preview: orderPreview,
    createdAt: { type: 'integer' },
    activationCode: { type: 'string', pattern: '^LPA:1\\$[^$]+\\$[A-Za-z0-9-]+$' },
    esim: open({ smdpAddress: nonEmpty, matchingId: nonEmpty }, ['smdpAddress', 'matchingId']),
  },
  ['orderRef', 'order_ref', 'order_type', 'status', 'state', 'paymentStatus', 'total', 'preview'],
);
export const orderResponse = envelope(order);

/** `after` is the order_ref of the last order of the page before. */
export const manageOrderRequest = request({ captchaToken: { type: 'string', minLength: 1, maxLength: 4000 }, ...paging }, ['captchaToken']);
export const manageOrderResponse = envelope(
  listOf(open({ order_type: nonEmpty, state: nonEmpty, order_ref: nonEmpty, status: nonEmpty, createdAt: { type: 'integer' } }, ['order_type', 'state', 'order_ref'])),
);

export const updateOrderRequest = request({ deliveryAddress: address, billingAddress: address, slotId: nonEmpty, cancel: { const: true } });

const cart: JsonSchema = open(
  { id: nonEmpty, email: nonEmpty, status: { enum: ['PENDING', 'COMPLETED', 'ABANDONED'] }, orderRef: { type: ['string', 'null'] }, items: listOf(anyObject), createdAt: { type: 'integer' } },
  ['id', 'status', 'items'],
);
export const cartsResponse = envelope(listOf(cart));
export const cartsDetailsQuery = request({ email, status: { enum: ['PENDING', 'COMPLETED', 'ABANDONED'] } }, ['email']);
export const cartsDetailsResponse = envelope(open({ carts: listOf(cart) }, ['carts']));
