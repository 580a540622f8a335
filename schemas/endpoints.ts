/**
 * The endpoint registry (SPEC §7): every named call with its method, path, request and
 * response schemas. The app looks calls up by name; the gateway registers its routes from it,
 * so the two cannot drift. Plain data only: imported by the browser and by Node.
 *
 * Paths use `{param}` placeholders. `request` is the JSON body schema, `query` the query-string
 * schema; `response` is the success envelope `{ result }` (errors use `errorEnvelope`).
 */
import type { JsonSchema } from './api/common';
import * as config from './api/config';
import * as auth from './api/auth';
import * as profile from './api/profile';
import * as catalog from './api/catalog';
import * as orders from './api/orders';
import * as ekyc from './api/ekyc';
import * as payments from './api/payments';
import * as delivery from './api/delivery';
import * as sr from './api/service-requests';
import * as loyalty from './api/loyalty';
import * as onboarding from './api/onboarding';
import * as account from './api/account';
import * as lines from './api/lines';
import * as airtime from './api/airtime';
import * as notifications from './api/notifications';
import { ok } from './api/common';

export type { JsonSchema } from './api/common';
export { errorEnvelope } from './api/common';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointDef {
  readonly method: HttpMethod;
  readonly path: string;
  /** JSON body schema (multipart endpoints describe the `kycData` part instead). */
  readonly request?: JsonSchema;
  /** Query-string schema. */
  readonly query?: JsonSchema;
  readonly response: JsonSchema;
  /** Whether the call needs `Authorization: Bearer <accessToken>`. */
  readonly auth: boolean;
  readonly multipart?: boolean;
  /**
   * The call takes an `Idempotency-Key` header ('required': it must): the gateway's one rule answers the same key with
   * the same request by the first result and with another request by 422 IDEMPOTENCY_KEY_REUSED (gateway/http/idempotency.ts).
   */
  readonly idempotencyKey?: 'required' | 'optional';
  /**
   * A tighter count per client than every route's (gateway/http/limits.ts names it): a public call whose answer says
   * something about a number (a recharge of any Sitara number says whether it is one), counted before any work, found or not.
   */
  readonly perClientLimit?: 'publicRechargeLimit';
}

const get = (path: string, response: JsonSchema, auth = false, query?: JsonSchema): EndpointDef =>
  query ? { method: 'GET', path, query, response, auth } : { method: 'GET', path, response, auth };
const send = (method: 'POST' | 'PUT' | 'DELETE', path: string, request: JsonSchema | undefined, response: JsonSchema, auth = false): EndpointDef =>
  request ? { method, path, request, response, auth } : { method, path, response, auth };
/** A call that makes something once per Idempotency-Key. */
const keyed = (def: EndpointDef, rule: 'required' | 'optional' = 'optional'): EndpointDef => ({ ...def, idempotencyKey: rule });

export const endpoints = {
  // Config and content
  GET_GLOBAL_CONFIG: get('/v1/global_config', config.globalConfigResponse),
  GET_WEBFRONT_SETTINGS: get('/api/v1/quilt/settings/webfront-settings', config.settingsResponse),
  GET_MAINTENANCE_STATUS: get('/v1/maintenance/status', config.maintenanceResponse),
  GET_LOCALE_KEYS: get('/v2/localisation/language/keys', config.localeKeysResponse, false, config.localeKeysQuery),
  GET_LANGUAGES: get('/v1/localisation/languages', config.languagesResponse),
  GET_CONFIGURATION: get('/v1/configuration', config.configurationResponse, false, config.configurationQuery),
  GET_ELIGIBILITY_SETTINGS: get('/api/v1/quilt/settings/eligibility', config.settingsResponse),
  GET_SERVICE_REQUEST_SETTINGS: get('/api/v1/quilt/settings/service-requests', config.settingsResponse),
  GET_WINBACK_SETTINGS: get('/api/v1/quilt/settings/winback-aggregation', config.settingsResponse),
  GET_BANNERS: get('/v1/banners', config.bannersResponse, false, config.bannersQuery),
  GET_JOURNEY_SETTINGS: get('/v1/journey-settings', config.journeySettingsResponse),

  // Auth and profile
  SIGNIN: send('POST', '/v1/auth/signin', auth.signinRequest, auth.otpIssuedResponse),
  SIGNIN_RESEND: send('POST', '/v1/auth/signin/resend', auth.resendRequest, auth.otpIssuedResponse),
  SIGNUP: send('POST', '/v1/auth/signup', auth.signupRequest, auth.otpIssuedResponse),
  VALIDATE_OTP_SIGNIN: send('POST', '/v1/auth/signin/validate-otp', auth.validateOtpRequest, auth.tokenResponse),
  VALIDATE_OTP_SIGNUP: send('POST', '/v1/auth/signup/validate-otp', auth.validateOtpRequest, auth.tokenResponse),
  SIGNUP_GENERATE_OTP: send('POST', '/v1/auth/signup/sms/generate-otp', auth.smsOtpGenerateRequest, auth.otpIssuedResponse, true),
  SIGNUP_VALIDATE_OTP: send('POST', '/v1/auth/signup/sms/validate-otp', auth.smsOtpValidateRequest, ok, true),
  GET_SIGNUP_SMS_OTP_CONFIG: get('/v1/auth/signup/sms-otp-config', auth.smsOtpConfigResponse),
  REFRESH_TOKEN: get('/v1/auth/token', auth.tokenResponse),
  LOGOUT: send('POST', '/v1/auth/logout', undefined, ok, true),
  OTT_GENERATE: send('POST', '/v1/ott/generate', auth.ottGenerateRequest, auth.ottIssuedResponse),
  OTT_RESEND: send('POST', '/v1/ott/resend', auth.resendRequest, auth.ottIssuedResponse),
  GUEST_VALIDATE: send('POST', '/v1/ott/guest/validate', auth.guestValidateRequest, auth.guestValidateResponse),
  SIGNUP_GUEST_VERIFIED: send('POST', '/v1/auth/signup/guest-verified', auth.guestVerifiedSignupRequest, auth.tokenResponse),
  GET_USER_DETAILS: get('/v1/users/me', profile.userDetailsResponse, true),
  UPDATE_PROFILE: send('POST', '/v1/users/profile/update', profile.profileUpdateRequest, profile.userDetailsResponse, true),
  GET_CUSTOMER_CONSENT: get('/v1/consent', profile.consentResponse, false, profile.consentQuery),
  SUBMIT_CONSENT: send('POST', '/v1/consent', profile.consentRequest, profile.consentSubmitResponse, true),
  GET_PRIVACY_SETTINGS: get('/v1/privacy/settings', profile.privacySettingsResponse, true),
  UPDATE_PRIVACY_SETTINGS: send('PUT', '/v1/privacy/settings', profile.privacySettingsRequest, profile.privacySettingsResponse, true),
  GET_PRIVACY_ANALYTICS_PREFERENCES: get('/v1/privacy/analytics-preferences', profile.analyticsPreferencesResponse, true),
  GET_PRIVACY_SETTING: get('/v1/privacy/setting', profile.privacySettingResponse, true),

  // Catalog and numbers
  GET_PRODUCT_VARIANTS: get('/v4/internal/products/variants', catalog.variantsResponse, false, catalog.variantsQuery),
  GET_ELIGIBLE_ADDONS: get('/v4/products/eligible-variants', catalog.variantsResponse, false, catalog.eligibleAddonsQuery),
  GET_NUMBER_CATEGORIES: get('/v4/numbers/categories', catalog.numberCategoriesResponse),
  GET_NUMBERS: get('/v4/numbers', catalog.numbersResponse, false, catalog.numbersQuery),
  LOCK_NUMBER: get('/v4/numbers/{selectedNumber}/lock', catalog.numberLockResponse),
  GET_GOLDEN_NUMBER_CATEGORIES: get('/v4/numbers/golden-categories', catalog.goldenCategoriesResponse),
  GET_NUMBER_OF_LINES_SPEC: get('/v1/specifications/number-of-lines', catalog.numberOfLinesSpecResponse),
  GET_NUMBER_OF_LINES_ELIGIBILITY: get('/v1/eligibility/number-of-lines', catalog.numberOfLinesResponse, false, catalog.numberOfLinesQuery),
  GET_NATIONALITIES: get('/v1/nationalities', catalog.nationalitiesResponse),

  // Onboarding forms and eSIM ({form}: personal | billing | delivery, see onboarding.FORM_NAMES)
  GET_FORM_CONFIG: get('/v1/forms/{form}/config', onboarding.formConfigResponse),
  GET_ESIM_SPECIFICATION: get('/v1/esim/specification', onboarding.esimSpecificationResponse),

  // Orders
  ORDER_PREVIEW: send('POST', '/v1/order/user/orderpreview', orders.orderPreviewRequest, orders.orderPreviewResponse),
  CREATE_ORDER: keyed(send('POST', '/v3/orders', orders.createOrderRequest, orders.orderResponse), 'required'),
  GET_ORDER: get('/v3/orders/{orderReference}', orders.orderResponse),
  MANAGE_ORDER: send('POST', '/v1/manage_order', orders.manageOrderRequest, orders.manageOrderResponse, true),
  UPDATE_ORDER: send('PUT', '/v3/order/{orderRef}', orders.updateOrderRequest, orders.orderResponse, true),
  GET_CARTS: get('/v1/carts', orders.cartsResponse, true),
  GET_PENDING_CARTS: get('/v1/carts/details', orders.cartsDetailsResponse, true, orders.cartsDetailsQuery),

  // eKYC (SUBMIT_*: multipart with frontPage, backPage, selfieImage files and a kycData JSON part; `request` describes kycData)
  GET_EKYC_SPECIFICATIONS: get('/v1/ekyc/specifications', ekyc.ekycSpecificationsResponse),
  GET_EKYC_CONTEXT_SPECIFICATIONS: get('/v1/ekyc/context-specifications', ekyc.contextSpecificationsResponse, false, ekyc.contextSpecificationsQuery),
  GET_EKYC_CONFIG: get('/v1/ekyc/config', ekyc.ekycConfigResponse),
  SUBMIT_KYC: { method: 'POST', path: '/v1/mobile/kyc/submit', request: ekyc.kycData, response: ekyc.kycSubmitResponse, auth: false, multipart: true },
  SUBMIT_MANUAL_EKYC: { method: 'POST', path: '/v1/ekyc/manual/submit', request: ekyc.kycData, response: ekyc.kycSubmitResponse, auth: false, multipart: true },
  CHECK_DOCUMENT_ID: send('POST', '/v1/ekyc/document-id/validity', ekyc.documentIdValidityRequest, ekyc.documentIdValidityResponse),

  // Payments (PAYMENT_REQUEST*: result.redirectUrl is the sandbox payment page; it returns the browser to the app)
  PAYMENT_REQUEST: keyed(send('POST', '/v1/payment_request', payments.paymentRequest, payments.paymentResponse)),
  PAYMENT_REQUEST_V2: keyed(send('POST', '/v2/payment_request', payments.paymentRequest, payments.paymentResponse)),
  GET_PAYMENT_METHODS: get('/v1/payment-methods/enabled', payments.paymentMethodsResponse),
  GET_SAVED_PAYMENT_METHODS: get('/customers/{customer_id}/payment-methods', payments.savedMethodsResponse, true),
  ADD_PAYMENT_METHOD: send('POST', '/customers/{customer_id}/payment-methods', payments.addCardRequest, payments.savedMethodsResponse, true),
  DELETE_PAYMENT_METHOD: { method: 'DELETE', path: '/customers/{customer_id}/payment-methods', query: payments.deleteCardQuery, response: payments.savedMethodsResponse, auth: true },
  SAVE_AND_GET_CARD_DETAILS: send('POST', '/v1/payments/save-and-get-card-details', payments.addCardRequest, payments.savedMethodsResponse, true),
  GET_EXTERNAL_TRANSACTION_STATUS: get('/v1/payments/external-transactions/{core_transaction_id}', payments.transactionStatusResponse),
  GET_PAYLINK: get('/v1/paylinks/{paylink_id}', payments.paylinkResponse),

  // Delivery
  GET_DELIVERY_METHODS: get('/v1/delivery-methods', delivery.deliveryMethodsResponse),
  GET_SLOTS: get('/v2/slots', delivery.slotsResponse, false, delivery.slotsQuery),
  GET_SLOT: get('/v1/slots/{slotId}', delivery.slotResponse),
  GET_PICKUP_LOCATIONS: get('/v1/pickup-locations', delivery.pickupLocationsResponse),
  GET_PICKUP_LOCATION: get('/v1/pickup-locations/{locationId}', delivery.pickupLocationResponse),
  GET_SELF_PICKUP_ADDRESSES: get('/v1/self-pickup-addresses', delivery.selfPickupResponse, false, delivery.selfPickupQuery),
  SET_PICKUP_LOCATION: send('POST', '/v1/shipments/pickup-location', delivery.setPickupRequest, delivery.shipmentResponse),
  RESCHEDULE_SHIPMENT: send('POST', '/v1/shipments/reschedule', delivery.rescheduleRequest, delivery.rescheduleResponse),
  RESCHEDULE_SHIPMENT_V2: send('POST', '/v2/shipments/reschedule', delivery.rescheduleV2Request, delivery.rescheduleResponse),
  RESCHEDULE_PAYMENT: keyed(send('POST', '/v1/shipments/reschedule/{rescheduleId}/payment', delivery.reschedulePaymentRequest, payments.paymentResponse)),
  UPDATE_SHIPMENT: send('PUT', '/v2/shipment/{shipmentRef}', delivery.updateShipmentRequest, delivery.shipmentResponse, true),
  GET_ADDRESS_LOOKUP: get('/v1/address', delivery.addressLookupResponse, false, delivery.addressLookupQuery),
  GET_RETAIL_STORES: get('/v1/retail-stores', delivery.retailStoresResponse, false, delivery.retailStoresQuery),
  // Issue 46 part 6: stores and pick-up points by city, area or postal code (the contact page).
  FIND_STORES: get('/v1/store-finder', delivery.storeFinderResponse, false, delivery.storeFinderQuery),
  CHECK_STORE: get('/v1/retail-stores/{storeId}/check', delivery.storeCheckResponse),
  GET_SHIPMENT_TRACKING: get('/v1/shipments/tracking/{orderReference}', delivery.trackingResponse),
  GET_DOWNLOAD_APP_URL: get('/v1/download-app-url', delivery.downloadAppResponse),

  // Port-in
  GET_PORTIN_CONFIG: get('/v1/portin/config', sr.portInConfigResponse),
  GET_DONOR_TELCOS: get('/v1/portin/donor-telcos', sr.donorTelcosResponse),
  CHECK_MNP_ELIGIBILITY: send('POST', '/v1/portin/mnp-eligibility', sr.mnpEligibilityRequest, sr.mnpEligibilityResponse),
  VALIDATE_PORTIN_OTP: send('POST', '/v1/portin/otp/validate', sr.portInOtpRequest, sr.portInOtpResponse),
  CANCEL_PORTIN: send('POST', '/v1/portin/{orderReference}/cancel', undefined, sr.portInStatusResponse),
  GET_LATEST_PORTIN: get('/v1/portin/latest/{orderReference}', sr.portInStatusResponse),
  GET_PORTIN_CANCELLATION_ELIGIBILITY: get('/v1/portin/{orderReference}/cancellation-eligibility', sr.portInCancelEligibilityResponse),

  // Account workflows (service requests)
  GET_SIM_REPLACEMENT_ELIGIBILITY: get('/v1/sim-replacement/eligibility', sr.eligibilityResponse, true, sr.numberQuery),
  GET_SIM_REPLACEMENT_SPECIFICATION: get('/v1/sim-replacement/specification', sr.simReplacementSpecResponse, true),
  CREATE_SIM_REPLACEMENT_ORDER: send('POST', '/v1/sim-replacement/orders', sr.simReplacementRequest, sr.serviceRequestResponse, true),
  SET_SIM_REPLACEMENT_DELIVERY: send('PUT', '/v1/sim-replacement/orders/{requestId}/delivery', sr.simReplacementDeliveryRequest, sr.serviceRequestResponse, true),
  // Issue 29: a SIM replacement left half-way can be cancelled while its fee is unpaid (its open payment closes with it)
  CANCEL_SIM_REPLACEMENT: send('POST', '/v1/sim-replacement/cancel', sr.requestIdBody, sr.serviceRequestResponse, true),
  GET_TERMINATION_ELIGIBILITY: get('/v1/termination/eligibility', sr.eligibilityResponse, true, sr.numberQuery),
  GET_TERMINATION_REASONS: get('/v1/termination/reasons', sr.terminationReasonsResponse, true),
  TERMINATE_NUMBER: send('POST', '/v1/termination', sr.terminateRequest, sr.serviceRequestResponse, true),
  CANCEL_TERMINATION: send('POST', '/v1/termination/cancel', sr.requestIdBody, sr.serviceRequestResponse, true),
  GET_PLAN_SWITCH_ELIGIBILITY: get('/v1/plan-switch/eligibility', sr.eligibilityResponse, true, sr.numberQuery),
  CREATE_PLAN_SWITCH: send('POST', '/v1/plan-switch', sr.planSwitchRequest, sr.serviceRequestResponse, true),
  CANCEL_PLAN_SWITCH: send('POST', '/v1/plan-switch/cancel', sr.requestIdBody, sr.serviceRequestResponse, true),
  GET_SERVICE_REQUESTS: get('/v1/service-requests', sr.serviceRequestsResponse, true, sr.serviceRequestsQuery),
  GET_SERVICE_REQUEST: get('/v1/service-requests/{requestId}', sr.serviceRequestResponse, true),
  GET_REVERSE_PORTIN_STATUS: get('/v1/reverse-portin/{requestId}', sr.serviceRequestResponse, true),
  GET_REVERSE_PORTOUT_STATUS: get('/v1/reverse-portout/{requestId}', sr.serviceRequestResponse, true),

  // Lines (SPEC §4 line statuses) and SIM activation by ICC id (SPEC §5)
  GET_LINES: get('/v1/lines', lines.linesResponse, true),
  GET_LINE: get('/v1/lines/{number}', lines.lineResponse, true),
  ACTIVATE_SIM: send('POST', '/v1/lines/activate', lines.activateSimRequest, lines.lineResponse, true),
  // Issue 45 part 6: a lost or stolen SIM blocked at once, unblocked with a code sent to the account's email.
  BLOCK_LINE: send('POST', '/v1/lines/{number}/block', lines.blockLineRequest, lines.lineResponse, true),
  REQUEST_UNBLOCK_CODE: send('POST', '/v1/lines/{number}/unblock/code', undefined, auth.otpIssuedResponse, true),
  UNBLOCK_LINE: send('POST', '/v1/lines/{number}/unblock', lines.unblockLineRequest, lines.lineResponse, true),
  // Recharge and bundles for a line the customer has (issue 29): a top-up is paid through PAYMENT_REQUEST by its TU-… id
  GET_TOPUP_OPTIONS: get('/v1/topups/options', lines.topupOptionsResponse),
  CREATE_TOPUP: keyed(send('POST', '/v1/lines/{number}/topups', lines.createTopupRequest, lines.topupResponse, true)),
  GET_TOPUP: get('/v1/topups/{topupId}', lines.topupResponse, true),
  // Issue 44 part 6: a recharge of any Sitara number, signed in or not; paid through PAYMENT_REQUEST by its TU-… id.
  CREATE_PUBLIC_RECHARGE: { ...keyed(send('POST', '/v1/recharges', lines.publicRechargeRequest, lines.topupResponse)), perClientLimit: 'publicRechargeLimit' },
  // The customer's history of charges and credits, and one entry's receipt (issue 44 part 1; gateway/lines/history.ts)
  GET_HISTORY: get('/v1/history', lines.historyResponse, true, lines.historyQuery),
  GET_HISTORY_ENTRY: get('/v1/history/{entryId}', lines.historyEntryResponse, true),
  // A line's use per day over the last 30 days, and its subscriptions: renewal stopped or restarted, one stopped now (issue 44 parts 2 and 3)
  GET_USAGE_HISTORY: get('/v1/lines/{number}/usage-history', lines.usageHistoryResponse, true),
  GET_SUBSCRIPTIONS: get('/v1/lines/{number}/subscriptions', lines.subscriptionsResponse, true),
  SET_SUBSCRIPTION_RENEWAL: send('PUT', '/v1/lines/{number}/subscriptions/{subscriptionId}/renewal', lines.subscriptionRenewalRequest, lines.subscriptionsResponse, true),
  STOP_SUBSCRIPTION: send('POST', '/v1/lines/{number}/subscriptions/{subscriptionId}/stop', undefined, lines.subscriptionsResponse, true),
  // Issue 45 parts 4-5: balance share (a code sent to the sending line confirms it) and the emergency advance.
  GET_BALANCE_SHARE_OPTIONS: get('/v1/lines/{number}/shares/options', airtime.balanceShareOptionsResponse, true),
  START_BALANCE_SHARE: send('POST', '/v1/lines/{number}/shares', airtime.startBalanceShareRequest, airtime.balanceShareResponse, true),
  CONFIRM_BALANCE_SHARE: keyed(send('POST', '/v1/shares/{shareId}/confirm', airtime.confirmBalanceShareRequest, airtime.balanceShareResponse, true)),
  GET_ADVANCE_OPTIONS: get('/v1/lines/{number}/advance', airtime.advanceOptionsResponse, true),
  TAKE_ADVANCE: keyed(send('POST', '/v1/lines/{number}/advance', airtime.takeAdvanceRequest, airtime.advanceResponse, true)),
  // Issue 45 part 3: the customer's notifications, newest first (gateway/notifications/), read and unread kept here
  GET_NOTIFICATIONS: get('/v1/notifications', notifications.notificationsResponse, true, notifications.notificationsQuery),
  GET_NOTIFICATION_COUNT: get('/v1/notifications/unread-count', notifications.notificationCountResponse, true),
  MARK_NOTIFICATION_READ: send('POST', '/v1/notifications/{notificationId}/read', undefined, notifications.notificationResponse, true),
  MARK_ALL_NOTIFICATIONS_READ: send('POST', '/v1/notifications/read-all', undefined, notifications.markAllReadResponse, true),
  // Issue 45 part 7: the lines registered to the account's CNIC, and a "this is not mine" report (a service request)
  GET_CNIC_LINES: get('/v1/cnic/lines', notifications.cnicLinesResponse, true),
  REPORT_CNIC_LINE: send('POST', '/v1/cnic/lines/report', notifications.reportCnicLineRequest, sr.serviceRequestResponse, true),
  // Issue 46 part 5: a support chat a signed-in customer starts is one of their requests (type CHAT, reference CH-…), one per key.
  START_CHAT: keyed(send('POST', '/v1/chats', sr.startChatRequest, sr.serviceRequestResponse, true), 'required'),

  // Loyalty
  GET_LOYALTY_PRODUCTS: get('/v1/loyalty/products', loyalty.loyaltyProductsResponse, false, loyalty.loyaltyProductsQuery),
  REDEEM_LOYALTY_PRODUCT: keyed(send('POST', '/v1/loyalty/redeem', loyalty.productIdRequest, loyalty.redemptionResponse, true)),
  BUY_LOYALTY_PRODUCT: keyed(send('POST', '/v1/loyalty/buy', loyalty.buyRequest, loyalty.redemptionResponse, true)),
  GET_LOYALTY_MEMBER: get('/v1/loyalty/members/{customerId}', loyalty.memberResponse, true),
  GET_LOYALTY_POINT_HISTORY: get('/v1/loyalty/members/{customerId}/point-history', loyalty.pointHistoryResponse, true, loyalty.pointHistoryQuery),
  GET_LOYALTY_TIER_PROGRESS: get('/v1/loyalty/tier-progress', loyalty.tierProgressResponse, true),
  GET_LOYALTY_BOOSTERS: get('/v1/loyalty/booster-campaigns', loyalty.boostersResponse),
  GET_REDEMPTION_STATUS: get('/v1/loyalty/redemptions/{redemptionId}', loyalty.redemptionResponse, true),
  GET_LOYALTY_CATEGORIES: get('/v1/loyalty/categories', loyalty.loyaltyCategoriesResponse),
  JOIN_LOYALTY: send('POST', '/v1/loyalty/members', loyalty.joinLoyaltyRequest, loyalty.memberResponse, true),
  OPT_IN_LOYALTY_BOOSTER: send('POST', '/v1/loyalty/booster-campaigns/{campaignId}/opt-in', undefined, loyalty.boosterOptInResponse, true),

  // Promotions and auto renewal
  GET_USER_REWARDS: get('/v1/promotions/rewards', loyalty.rewardsResponse, true),
  ALLOCATE_REWARD: send('POST', '/v1/promotions/allocate', loyalty.allocateRequest, loyalty.redemptionResponse, true),
  CLAIM_WINBACK: send('POST', '/v1/promotions/winback/claim', loyalty.winbackRequest, loyalty.winbackResponse, true),
  GET_SUBSCRIPTION_SPECIFICATIONS: get('/v1/auto-renewal/subscription-specifications', loyalty.subscriptionSpecsResponse),

  // The customer's account (issue 10; docs/decisions/2026-11-23-customer-account.md)
  SET_DEFAULT_PAYMENT_METHOD: send('PUT', '/customers/{customer_id}/payment-methods/{payment_method_id}/default', undefined, payments.savedMethodsResponse, true),
  REQUEST_EMAIL_CHANGE: send('POST', '/v1/users/email/change', account.emailChangeRequest, auth.otpIssuedResponse, true),
  VERIFY_EMAIL_CHANGE: send('POST', '/v1/users/email/change/verify', account.codeCheckRequest, profile.userDetailsResponse, true),
  REQUEST_UPDATE_CARD_OTP: send('POST', '/v1/subscriptions/card/otp', undefined, auth.otpIssuedResponse, true),
  VERIFY_UPDATE_CARD_OTP: send('POST', '/v1/subscriptions/card/otp/validate', account.codeCheckRequest, account.cardVerificationResponse, true),
  UPDATE_SUBSCRIPTION_CARD: send('POST', '/v1/subscriptions/card', account.subscriptionCardRequest, account.subscriptionCardResponse, true),
  SET_AUTO_RENEWAL: send('PUT', '/v1/lines/{number}/auto-renewal', account.autoRenewalRequest, lines.lineResponse, true),
} as const satisfies Record<string, EndpointDef>;

export type EndpointName = keyof typeof endpoints;

