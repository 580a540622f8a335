// GENERATED FILE, DO NOT EDIT. Source: schemas/endpoints.ts. Regenerate with `npx tsx scripts/gen-validators.ts`.

export interface GetGlobalConfigResult {
  country_config: {
    country_code: string;
    international_code: string;
    default_timezone: string;
    currency: {
      code: string;
      symbol: string;
      [k: string]: unknown;
    };
    i18n: {
      locale: string;
      date_format?: string;
      time_format?: string;
      currency_format?: string;
      date_style?: 'full' | 'long' | 'medium' | 'short';
      time_style?: 'full' | 'long' | 'medium' | 'short';
      [k: string]: unknown;
    };
    decimal_specification: number;
    default_language: string;
    [k: string]: unknown;
  };
  eligibility: {
    enabled: boolean;
    [k: string]: unknown;
  };
  number_types: {
    type: 'NEW' | 'PORT_IN';
    enabled?: boolean;
    [k: string]: unknown;
  }[];
  [k: string]: unknown;
}

export interface GetWebfrontSettingsResult {
  [k: string]: unknown;
}

export interface GetMaintenanceStatusResult {
  enabled: boolean;
  message?: string;
  [k: string]: unknown;
}

export interface GetLocaleKeysResult {
  langCode?: string;
  keys: {
    moduleName: string;
    key: string;
    value: string;
  }[];
  total?: number;
  [k: string]: unknown;
}

export type GetLanguagesResult = {
  code: string;
  name: string;
  nativeName?: string;
  direction?: 'ltr' | 'rtl';
  [k: string]: unknown;
}[];

export interface GetConfigurationResult {
  [k: string]: unknown;
}

export interface GetEligibilitySettingsResult {
  [k: string]: unknown;
}

export interface GetServiceRequestSettingsResult {
  [k: string]: unknown;
}

export interface GetWinbackSettingsResult {
  [k: string]: unknown;
}

export type GetBannersResult = {
  id: string;
  title?: string;
  headline?: string;
  imageUrl?: string;
  link?: string;
  width?: number;
  height?: number;
  [k: string]: unknown;
}[];

export interface GetJourneySettingsResult {
  onboarding: {
    [k: string]: unknown;
  };
  [k: string]: unknown;
}

export interface SigninResult {
  requestId: string;
  expiresIn: number;
  [k: string]: unknown;
}

export interface SigninBody {
  identifier: string;
  channel: 'web' | 'app' | 'retail';
  'external-auth-id'?: string;
}

export interface SigninResendResult {
  requestId: string;
  expiresIn: number;
  [k: string]: unknown;
}

export interface SigninResendBody {
  requestId: string;
}

export interface SignupResult {
  requestId: string;
  expiresIn: number;
  [k: string]: unknown;
}

export interface SignupBody {
  email: string;
  channel: 'web' | 'app' | 'retail';
  'external-auth-id'?: string;
  contactNumber?: string;
}

export interface ValidateOtpSigninResult {
  accessToken: string;
  expiresIn: number;
  userId?: string;
  [k: string]: unknown;
}

export interface ValidateOtpSigninBody {
  device?: {
    app_type: 'ecosystem';
    device_id: string;
    device_type?: string;
  };
  otpCode: string;
  requestId: string;
}

export interface ValidateOtpSignupResult {
  accessToken: string;
  expiresIn: number;
  userId?: string;
  [k: string]: unknown;
}

export interface ValidateOtpSignupBody {
  device?: {
    app_type: 'ecosystem';
    device_id: string;
    device_type?: string;
  };
  otpCode: string;
  requestId: string;
}

export interface SignupGenerateOtpResult {
  requestId: string;
  expiresIn: number;
  [k: string]: unknown;
}

export interface SignupGenerateOtpBody {
  contactNumber: string;
}

export interface SignupValidateOtpResult {
  success: true;
}

export interface SignupValidateOtpBody {
  otpCode: string;
  requestId: string;
}

export interface GetSignupSmsOtpConfigResult {
  sms: boolean;
  [k: string]: unknown;
}

export interface RefreshTokenResult {
  accessToken: string;
  expiresIn: number;
  userId?: string;
  [k: string]: unknown;
}

export interface LogoutResult {
  success: true;
}

export interface OttGenerateResult {
  requestId: string;
  expiresIn: number;
  channels: {
    sms: boolean;
    email?: boolean;
    [k: string]: unknown;
  };
  [k: string]: unknown;
}

export interface OttGenerateBody {
  ottType: 'VERIFY_GUEST_USER';
}

export interface OttResendResult {
  requestId: string;
  expiresIn: number;
  channels: {
    sms: boolean;
    email?: boolean;
    [k: string]: unknown;
  };
  [k: string]: unknown;
}

export interface OttResendBody {
  requestId: string;
}

export interface GuestValidateResult {
  requestId: string;
  email: string;
  userId?: string;
  accessToken?: string;
  expiresIn?: number;
  signupToken?: string;
  [k: string]: unknown;
}

export interface GuestValidateBody {
  ott: string;
  requestId: string;
}

export interface SignupGuestVerifiedResult {
  accessToken: string;
  expiresIn: number;
  userId?: string;
  [k: string]: unknown;
}

export interface SignupGuestVerifiedBody {
  email: string;
  channel: 'web' | 'app' | 'retail';
  signupToken: string;
  contactNumber?: string;
  device?: {
    app_type: 'ecosystem';
    device_id: string;
    device_type?: string;
  };
}

export interface GetUserDetailsResult {
  external_id: string;
  first_name?: string;
  middle_name?: string;
  last_name?: string;
  email: string;
  email_confirmed: boolean;
  phone_confirmed: boolean;
  telco_user: boolean;
  telco_info?: {
    phone_no?: string;
    [k: string]: unknown;
  };
  dob?: {
    timestamp?: number | null;
    [k: string]: unknown;
  };
  guest?: boolean;
  [k: string]: unknown;
}

export interface UpdateProfileResult {
  external_id: string;
  first_name?: string;
  middle_name?: string;
  last_name?: string;
  email: string;
  email_confirmed: boolean;
  phone_confirmed: boolean;
  telco_user: boolean;
  telco_info?: {
    phone_no?: string;
    [k: string]: unknown;
  };
  dob?: {
    timestamp?: number | null;
    [k: string]: unknown;
  };
  guest?: boolean;
  [k: string]: unknown;
}

export interface UpdateProfileBody {
  firstName?: string;
  middleName?: string;
  lastName?: string;
  email?: string;
  contactNumber?: string;
  dob?: string;
}

export interface GetCustomerConsentResult {
  attributes: {
    name: string;
    value: string;
    [k: string]: unknown;
  }[];
  [k: string]: unknown;
}

export interface SubmitConsentResult {
  id: string;
  consentType?: 'EXPLICIT_READ' | 'EXPLICIT_NO_READ' | 'IMPLICIT';
  [k: string]: unknown;
}

export interface SubmitConsentBody {
  version: 2;
  userFlow: string;
  documentName: 'TERMS_OF_USE' | 'PRIVACY_POLICY';
  productId?: string;
  consentGivenAt: number;
  consentType: 'EXPLICIT_READ' | 'EXPLICIT_NO_READ' | 'IMPLICIT';
  email?: string;
  appVersion: 'WEB';
}

export interface GetPrivacySettingsResult {
  marketingEmail: boolean;
  marketingSms: boolean;
  analytics: boolean;
  personalisedOffers: boolean;
}

export interface UpdatePrivacySettingsResult {
  marketingEmail: boolean;
  marketingSms: boolean;
  analytics: boolean;
  personalisedOffers: boolean;
}

export interface UpdatePrivacySettingsBody {
  marketingEmail?: boolean;
  marketingSms?: boolean;
  analytics?: boolean;
  personalisedOffers?: boolean;
}

export interface GetPrivacyAnalyticsPreferencesResult {
  analytics: boolean;
  performance?: boolean;
  [k: string]: unknown;
}

export interface GetPrivacySettingResult {
  enabled: boolean;
  [k: string]: unknown;
}

export type GetProductVariantsResult = {
  id: string;
  type: 'PLAN' | 'ADDON' | 'BUNDLE';
  productType?: 'prepaid' | 'postpaid' | 'hybrid';
  productTypes?: ('prepaid' | 'postpaid' | 'hybrid')[];
  category?: string;
  filterLabel?: string;
  name: string;
  validityDays?: number;
  price: {
    amount: number;
    currency: 'PKR';
    taxIncluded: true;
    [k: string]: unknown;
  };
  allowances?: {
    dataGb: number;
    onNetMinutes: number;
    offNetMinutes: number;
    sms: number;
    [k: string]: unknown;
  };
  recommended?: boolean;
  billing?: 'upfront' | 'monthly';
  [k: string]: unknown;
}[];

export type GetEligibleAddonsResult = {
  id: string;
  type: 'PLAN' | 'ADDON' | 'BUNDLE';
  productType?: 'prepaid' | 'postpaid' | 'hybrid';
  productTypes?: ('prepaid' | 'postpaid' | 'hybrid')[];
  category?: string;
  filterLabel?: string;
  name: string;
  validityDays?: number;
  price: {
    amount: number;
    currency: 'PKR';
    taxIncluded: true;
    [k: string]: unknown;
  };
  allowances?: {
    dataGb: number;
    onNetMinutes: number;
    offNetMinutes: number;
    sms: number;
    [k: string]: unknown;
  };
  recommended?: boolean;
  billing?: 'upfront' | 'monthly';
  [k: string]: unknown;
}[];

export type GetNumberCategoriesResult = {
  id: string;
  name?: string;
  numberClass: 'FREE_NUMBER' | 'PREMIUM_NUMBER';
  price: number;
  golden?: boolean;
  [k: string]: unknown;
}[];

export type GetNumbersResult = {
  number: string;
  category: string;
  numberClass: 'FREE_NUMBER' | 'PREMIUM_NUMBER';
  price: number;
}[];

export interface LockNumberResult {
  number: string;
  lockedUntil: number;
  expiresIn: number;
  [k: string]: unknown;
}

export type GetGoldenNumberCategoriesResult = {
  id: string;
  name: string;
  pattern?: string;
  price?: number;
  [k: string]: unknown;
}[];

export interface GetNumberOfLinesSpecResult {
  maxLinesPerDocument: number;
  [k: string]: unknown;
}

export interface GetNumberOfLinesEligibilityResult {
  enabled: boolean;
  eligible?: boolean;
  lines?: number;
  maxLines?: number;
  [k: string]: unknown;
}

export type GetNationalitiesResult = string[];

export interface GetFormConfigResult {
  form: 'personal' | 'billing' | 'delivery';
  attributes: {
    name: string;
    displayName: string;
    type: 'text' | 'document-id' | 'phone' | 'image' | 'text-confirm' | 'zip-code' | 'select' | 'date';
    mandatory: boolean;
    enabled: boolean;
    readOnly: boolean;
    regex?: string;
    options?: (
      | string
      | {
          value: string;
          displayName?: string;
          [k: string]: unknown;
        }
    )[];
    value?: string;
    groupName?: string;
    maxLength?: number;
    confirms?: string;
    [k: string]: unknown;
  }[];
  [k: string]: unknown;
}

export interface GetEsimSpecificationResult {
  type?: 'new';
  deliveryNeeded: boolean;
  activationMethod?: 'QR_CODE' | 'ACTIVATION_CODE';
  [k: string]: unknown;
}

export interface OrderPreviewResult {
  items: {
    type: 'FEE' | 'DELIVERY_FEE_SKU' | 'NEW_NUMBER' | 'ADDON' | 'BUNDLE' | 'PLAN' | 'EXTERNAL_REWARD' | 'REWARD';
    sku: string;
    name: string;
    quantity: number;
    unitPrice: number;
    amount: number;
  }[];
  currency: 'PKR';
  subtotal: number;
  tax: number;
  total: number;
  [k: string]: unknown;
}

export interface OrderPreviewBody {
  planId: string;
  /**
   * @maxItems 10
   */
  addonIds?: string[];
  numberType: 'NEW' | 'PORT_IN';
  selectedNumber?: string;
  simType: 'physical_sim' | 'esim';
  deliveryMethod?: 'DOORSTEP_DELIVERY' | 'SELF_PICKUP' | 'RETAIL';
  promoCode?: string;
}

export interface CreateOrderResult {
  orderRef: string;
  order_ref: string;
  orderType?: 'SIM_ONLY';
  order_type: 'SIM_ONLY';
  status: 'INITIATED' | 'CREATED' | 'PLACED' | 'FAILED' | 'CANCELLED' | 'APPROVED' | 'COMPLETED';
  state: string;
  paymentStatus: 'NOT_APPLICABLE' | 'SUCCESS' | 'CANCELLED' | 'NOT_INITIATED' | 'FAILED';
  number?: string | null;
  numberType?: 'NEW' | 'PORT_IN';
  simType?: 'physical_sim' | 'esim';
  shipmentRef?: string | null;
  total: number;
  preview: {
    items: {
      type: 'FEE' | 'DELIVERY_FEE_SKU' | 'NEW_NUMBER' | 'ADDON' | 'BUNDLE' | 'PLAN' | 'EXTERNAL_REWARD' | 'REWARD';
      sku: string;
      name: string;
      quantity: number;
      unitPrice: number;
      amount: number;
    }[];
    currency: 'PKR';
    subtotal: number;
    tax: number;
    total: number;
    [k: string]: unknown;
  };
  createdAt?: number;
  activationCode?: string;
  esim?: {
    smdpAddress: string;
    matchingId: string;
    [k: string]: unknown;
  };
  [k: string]: unknown;
}

export interface CreateOrderBody {
  planId: string;
  /**
   * @maxItems 10
   */
  addonIds?: string[];
  numberType: 'NEW' | 'PORT_IN';
  selectedNumber?: string;
  simType: 'physical_sim' | 'esim';
  deliveryMethod?: 'DOORSTEP_DELIVERY' | 'SELF_PICKUP' | 'RETAIL';
  promoCode?: string;
  email: string;
  channel: 'web' | 'app' | 'retail';
  documentType: 'CNIC' | 'NRIC' | 'FIN';
  documentId: string;
  personalDetails: {
    firstName: string;
    middleName?: string;
    lastName: string;
    fullName?: string;
    dob?: string;
    contactNumber: string;
    nationality?: string;
  };
  billingAddress?: {
    postalCode?: string;
    country?: string;
    state?: string;
    province?: string;
    district?: string;
    city?: string;
    area?: string;
    street?: string;
    buildingName?: string;
    unit?: string;
    landmark?: string;
    addressLine1?: string;
    addressLine2?: string;
    cityInProvince?: string;
    blockNumber?: string;
    floor?: string;
  };
  deliveryAddress?: {
    postalCode?: string;
    country?: string;
    state?: string;
    province?: string;
    district?: string;
    city?: string;
    area?: string;
    street?: string;
    buildingName?: string;
    unit?: string;
    landmark?: string;
    addressLine1?: string;
    addressLine2?: string;
    cityInProvince?: string;
    blockNumber?: string;
    floor?: string;
  };
  sameAsBilling?: boolean;
  slotId?: string;
  pickupLocationId?: string;
  storeId?: string;
  portIn?: {
    donorTelco: string;
    currentNumber: string;
  };
}

export interface GetOrderResult {
  orderRef: string;
  order_ref: string;
  orderType?: 'SIM_ONLY';
  order_type: 'SIM_ONLY';
  status: 'INITIATED' | 'CREATED' | 'PLACED' | 'FAILED' | 'CANCELLED' | 'APPROVED' | 'COMPLETED';
  state: string;
  paymentStatus: 'NOT_APPLICABLE' | 'SUCCESS' | 'CANCELLED' | 'NOT_INITIATED' | 'FAILED';
  number?: string | null;
  numberType?: 'NEW' | 'PORT_IN';
  simType?: 'physical_sim' | 'esim';
  shipmentRef?: string | null;
  total: number;
  preview: {
    items: {
      type: 'FEE' | 'DELIVERY_FEE_SKU' | 'NEW_NUMBER' | 'ADDON' | 'BUNDLE' | 'PLAN' | 'EXTERNAL_REWARD' | 'REWARD';
      sku: string;
      name: string;
      quantity: number;
      unitPrice: number;
      amount: number;
    }[];
    currency: 'PKR';
    subtotal: number;
    tax: number;
    total: number;
    [k: string]: unknown;
  };
  createdAt?: number;
  activationCode?: string;
  esim?: {
    smdpAddress: string;
    matchingId: string;
    [k: string]: unknown;
  };
  [k: string]: unknown;
}

export type ManageOrderResult = {
  order_type: string;
  state: string;
  order_ref: string;
  status?: string;
  createdAt?: number;
  [k: string]: unknown;
}[];

export interface ManageOrderBody {
  captchaToken: string;
  limit?: number;
  after?: string;
}

export interface UpdateOrderResult {
  orderRef: string;
  order_ref: string;
  orderType?: 'SIM_ONLY';
  order_type: 'SIM_ONLY';
  status: 'INITIATED' | 'CREATED' | 'PLACED' | 'FAILED' | 'CANCELLED' | 'APPROVED' | 'COMPLETED';
  state: string;
  paymentStatus: 'NOT_APPLICABLE' | 'SUCCESS' | 'CANCELLED' | 'NOT_INITIATED' | 'FAILED';
  number?: string | null;
  numberType?: 'NEW' | 'PORT_IN';
  simType?: 'physical_sim' | 'esim';
  shipmentRef?: string | null;
  total: number;
  preview: {
    items: {
      type: 'FEE' | 'DELIVERY_FEE_SKU' | 'NEW_NUMBER' | 'ADDON' | 'BUNDLE' | 'PLAN' | 'EXTERNAL_REWARD' | 'REWARD';
      sku: string;
      name: string;
      quantity: number;
      unitPrice: number;
      amount: number;
    }[];
    currency: 'PKR';
    subtotal: number;
    tax: number;
    total: number;
    [k: string]: unknown;
  };
  createdAt?: number;
  activationCode?: string;
  esim?: {
    smdpAddress: string;
    matchingId: string;
    [k: string]: unknown;
  };
  [k: string]: unknown;
}

export interface UpdateOrderBody {
  deliveryAddress?: {
    postalCode?: string;
    country?: string;
    state?: string;
    province?: string;
    district?: string;
    city?: string;
    area?: string;
    street?: string;
    buildingName?: string;
    unit?: string;
    landmark?: string;
    addressLine1?: string;
    addressLine2?: string;
    cityInProvince?: string;
    blockNumber?: string;
    floor?: string;
  };
  billingAddress?: {
    postalCode?: string;
    country?: string;
    state?: string;
    province?: string;
    district?: string;
    city?: string;
    area?: string;
    street?: string;
    buildingName?: string;
    unit?: string;
    landmark?: string;
    addressLine1?: string;
    addressLine2?: string;
    cityInProvince?: string;
    blockNumber?: string;
    floor?: string;
  };
  slotId?: string;
  cancel?: true;
}

export type GetCartsResult = {
  id: string;
  email?: string;
  status: 'PENDING' | 'COMPLETED' | 'ABANDONED';
  orderRef?: string | null;
  items: {
    [k: string]: unknown;
  }[];
  createdAt?: number;
  [k: string]: unknown;
}[];

export interface GetPendingCartsResult {
  carts: {
    id: string;
    email?: string;
    status: 'PENDING' | 'COMPLETED' | 'ABANDONED';
    orderRef?: string | null;
    items: {
      [k: string]: unknown;
    }[];
    createdAt?: number;
    [k: string]: unknown;
  }[];
  [k: string]: unknown;
}

export interface GetEkycSpecificationsResult {
  maxImageBytes: number;
  acceptedTypes: string[];
  documentTypes: ('CNIC' | 'NRIC' | 'FIN')[];
  defaultDocumentType?: 'CNIC' | 'NRIC' | 'FIN';
  [k: string]: unknown;
}

export interface GetEkycContextSpecificationsResult {
  context: string;
  kycRequired: boolean;
  nationalitySelect?: boolean;
  documentTypes?: ('CNIC' | 'NRIC' | 'FIN')[];
  [k: string]: unknown;
}

export type GetEkycConfigResult = {
  groupName: 'CNIC' | 'NRIC' | 'FIN';
  attributes: {
    name: string;
    displayName: string;
    type: 'text' | 'document-id' | 'phone' | 'image' | 'text-confirm' | 'zip-code' | 'select' | 'date';
    mandatory: boolean;
    enabled: boolean;
    readOnly: boolean;
    regex?: string;
    options?: {
      value: string;
      label: string;
      [k: string]: unknown;
    }[];
    value?: string | null;
    groupName: 'CNIC' | 'NRIC' | 'FIN';
    [k: string]: unknown;
  }[];
  [k: string]: unknown;
}[];

export interface SubmitKycResult {
  submissionId: string;
  orderId: string;
  status: 'SUBMITTED' | 'APPROVED' | 'REJECTED';
  files?: {
    field: string;
    type: string;
    size: number;
    [k: string]: unknown;
  }[];
  [k: string]: unknown;
}

export interface SubmitManualEkycResult {
  submissionId: string;
  orderId: string;
  status: 'SUBMITTED' | 'APPROVED' | 'REJECTED';
  files?: {
    field: string;
    type: string;
    size: number;
    [k: string]: unknown;
  }[];
  [k: string]: unknown;
}

export interface CheckDocumentIdResult {
  data: {
    eligible: boolean;
    lines?: number;
    maxLines?: number;
    reason?: string;
    [k: string]: unknown;
  };
  [k: string]: unknown;
}

export interface CheckDocumentIdBody {
  documentId: string;
  documentType: string;
  userEmailId?: string;
  userId?: string;
}

export interface PaymentRequestResult {
  paymentId: string;
  coreTransactionId?: string;
  orderRef: string;
  status: 'PENDING' | 'WALLET_PENDING' | 'SUCCESS' | 'FAILED' | 'CANCELLED';
  amount: number;
  currency: 'PKR';
  redirectUrl: string;
  paylinkId?: string;
  message?: string;
  [k: string]: unknown;
}

export interface PaymentRequestBody {
  orderRef: string;
  paymentMethod: 'CARD' | 'SAVED_CARD' | 'EASYPAISA' | 'JAZZCASH' | 'AIRTIME';
  savedPaymentMethodId?: string;
  saveCard?: {
    cardNumber: string;
    expiry: string;
    holderName: string;
  };
  walletNumber?: string;
  successUrl?: string;
  failureUrl?: string;
  channel?: 'web' | 'app' | 'retail';
}

export interface PaymentRequestV2Result {
  paymentId: string;
  coreTransactionId?: string;
  orderRef: string;
  status: 'PENDING' | 'WALLET_PENDING' | 'SUCCESS' | 'FAILED' | 'CANCELLED';
  amount: number;
  currency: 'PKR';
  redirectUrl: string;
  paylinkId?: string;
  message?: string;
  [k: string]: unknown;
}

export interface PaymentRequestV2Body {
  orderRef: string;
  paymentMethod: 'CARD' | 'SAVED_CARD' | 'EASYPAISA' | 'JAZZCASH' | 'AIRTIME';
  savedPaymentMethodId?: string;
  saveCard?: {
    cardNumber: string;
    expiry: string;
    holderName: string;
  };
  walletNumber?: string;
  successUrl?: string;
  failureUrl?: string;
  channel?: 'web' | 'app' | 'retail';
}

export type GetPaymentMethodsResult = {
  id: 'CARD' | 'SAVED_CARD' | 'EASYPAISA' | 'JAZZCASH';
  type: 'card' | 'wallet';
  name: string;
  walletPaymentMethodId?: string;
  brands?: string[];
  [k: string]: unknown;
}[];

export type GetSavedPaymentMethodsResult = {
  id: string;
  brand: 'amex' | 'diners_club' | 'jcb' | 'mastercard' | 'unionpay' | 'visa';
  last4: string;
  expiry: string;
  isDefault?: boolean;
  subscription?: boolean;
  [k: string]: unknown;
}[];

export type AddPaymentMethodResult = {
  id: string;
  brand: 'amex' | 'diners_club' | 'jcb' | 'mastercard' | 'unionpay' | 'visa';
  last4: string;
  expiry: string;
  isDefault?: boolean;
  subscription?: boolean;
  [k: string]: unknown;
}[];

export interface AddPaymentMethodBody {
  cardNumber: string;
  expiry: string;
  holderName: string;
}

export type DeletePaymentMethodResult = {
  id: string;
  brand: 'amex' | 'diners_club' | 'jcb' | 'mastercard' | 'unionpay' | 'visa';
  last4: string;
  expiry: string;
  isDefault?: boolean;
  subscription?: boolean;
  [k: string]: unknown;
}[];

export type SaveAndGetCardDetailsResult = {
  id: string;
  brand: 'amex' | 'diners_club' | 'jcb' | 'mastercard' | 'unionpay' | 'visa';
  last4: string;
  expiry: string;
  isDefault?: boolean;
  subscription?: boolean;
  [k: string]: unknown;
}[];

export interface SaveAndGetCardDetailsBody {
  cardNumber: string;
  expiry: string;
  holderName: string;
}

export interface GetExternalTransactionStatusResult {
  coreTransactionId: string;
  orderRef?: string;
  status: 'PENDING' | 'WALLET_PENDING' | 'SUCCESS' | 'FAILED' | 'CANCELLED';
  paymentStatus: 'NOT_APPLICABLE' | 'SUCCESS' | 'CANCELLED' | 'NOT_INITIATED' | 'FAILED';
  amount?: number;
  [k: string]: unknown;
}

export interface GetPaylinkResult {
  paylinkId: string;
  orderRef: string;
  amount: number;
  status: 'PENDING' | 'WALLET_PENDING' | 'SUCCESS' | 'FAILED' | 'CANCELLED';
  expired: boolean;
  expiresAt?: number;
  payUrl?: string;
  [k: string]: unknown;
}

export type GetDeliveryMethodsResult = {
  id: 'DOORSTEP_DELIVERY' | 'SELF_PICKUP' | 'RETAIL';
  name: string;
  fee: number;
  [k: string]: unknown;
}[];

export type GetSlotsResult = {
  id: string;
  date: string;
  from: string;
  to: string;
  available: boolean;
  [k: string]: unknown;
}[];

export interface GetSlotResult {
  id: string;
  date: string;
  from: string;
  to: string;
  available: boolean;
  [k: string]: unknown;
}

export type GetPickupLocationsResult = {
  id: string;
  name: string;
  address?: {
    [k: string]: unknown;
  };
  postalCode: string;
  city: string;
  openingHours?: string;
  [k: string]: unknown;
}[];

export interface GetPickupLocationResult {
  id: string;
  name: string;
  address?: {
    [k: string]: unknown;
  };
  postalCode: string;
  city: string;
  openingHours?: string;
  [k: string]: unknown;
}

export interface GetSelfPickupAddressesResult {
  pickupLocations: {
    id: string;
    name: string;
    address?: {
      [k: string]: unknown;
    };
    postalCode: string;
    city: string;
    openingHours?: string;
    [k: string]: unknown;
  }[];
  [k: string]: unknown;
}

export interface SetPickupLocationResult {
  shipmentRef: string;
  orderRef: string;
  method: 'DOORSTEP_DELIVERY' | 'SELF_PICKUP' | 'RETAIL';
  slotId?: string | null;
  locationId?: string | null;
  status: string;
  [k: string]: unknown;
}

export interface SetPickupLocationBody {
  shipmentRef: string;
  locationId: string;
}

export interface RescheduleShipmentResult {
  rescheduleId: string;
  shipmentRef?: string;
  slotId?: string;
  fee: number;
  paymentRequired: boolean;
  [k: string]: unknown;
}

export interface RescheduleShipmentBody {
  shipmentRef: string;
  slotId: string;
}

export interface RescheduleShipmentV2Result {
  rescheduleId: string;
  shipmentRef?: string;
  slotId?: string;
  fee: number;
  paymentRequired: boolean;
  [k: string]: unknown;
}

export interface RescheduleShipmentV2Body {
  shipmentRef: string;
  slotId: string;
  deliveryAddress?: {
    postalCode?: string;
    country?: string;
    state?: string;
    province?: string;
    district?: string;
    city?: string;
    area?: string;
    street?: string;
    buildingName?: string;
    unit?: string;
    landmark?: string;
    addressLine1?: string;
    addressLine2?: string;
    cityInProvince?: string;
    blockNumber?: string;
    floor?: string;
  };
  method?: 'DOORSTEP_DELIVERY' | 'SELF_PICKUP' | 'RETAIL';
  contact?: {
    firstName: string;
    middleName?: string;
    lastName: string;
    fullName?: string;
    contactNumber: string;
    email?: string;
  };
}

export interface ReschedulePaymentResult {
  paymentId: string;
  coreTransactionId?: string;
  orderRef: string;
  status: 'PENDING' | 'WALLET_PENDING' | 'SUCCESS' | 'FAILED' | 'CANCELLED';
  amount: number;
  currency: 'PKR';
  redirectUrl: string;
  paylinkId?: string;
  message?: string;
  [k: string]: unknown;
}

export interface ReschedulePaymentBody {
  successUrl?: string;
  failureUrl?: string;
}

export interface UpdateShipmentResult {
  shipmentRef: string;
  orderRef: string;
  method: 'DOORSTEP_DELIVERY' | 'SELF_PICKUP' | 'RETAIL';
  slotId?: string | null;
  locationId?: string | null;
  status: string;
  [k: string]: unknown;
}

export interface UpdateShipmentBody {
  deliveryAddress?: {
    postalCode?: string;
    country?: string;
    state?: string;
    province?: string;
    district?: string;
    city?: string;
    area?: string;
    street?: string;
    buildingName?: string;
    unit?: string;
    landmark?: string;
    addressLine1?: string;
    addressLine2?: string;
    cityInProvince?: string;
    blockNumber?: string;
    floor?: string;
  };
  slotId?: string;
}

export type GetAddressLookupResult = {
  postalCode: string;
  country: string;
  state?: string;
  province: string;
  district: string;
  city: string;
  area: string;
  placeNames?: {
    province: string;
    district: string;
    city: string;
    area: string;
  };
}[];

export type GetRetailStoresResult = {
  storeId: string;
  name: string;
  city?: string;
  active: boolean;
  postalCode?: string;
  [k: string]: unknown;
}[];

export type FindStoresResult = {
  id: string;
  kind: 'STORE' | 'PICKUP';
  name: string;
  address: string;
  city: string;
  postalCode: string;
  openingHours: string;
  mapQuery: string;
}[];

export interface CheckStoreResult {
  storeId: string;
  active: boolean;
  [k: string]: unknown;
}

export interface GetShipmentTrackingResult {
  shipmentRef: string;
  orderRef?: string;
  status: string;
  events: {
    at: number;
    status: string;
    [k: string]: unknown;
  }[];
  method?: 'DOORSTEP_DELIVERY' | 'SELF_PICKUP' | 'RETAIL';
  deliveryAddress?: {
    [k: string]: unknown;
  } | null;
  slot?: null | {
    id: string;
    date: string;
    from: string;
    to: string;
    [k: string]: unknown;
  };
  contact?: {
    [k: string]: unknown;
  } | null;
  reschedulable?: boolean;
  nextRescheduleFee?: number;
  reschedules?: {
    rescheduleId: string;
    slotId: string;
    fee: number;
    paid: boolean;
    createdAt: number;
    [k: string]: unknown;
  }[];
  [k: string]: unknown;
}

export interface GetDownloadAppUrlResult {
  ios: string;
  android: string;
  [k: string]: unknown;
}

export interface GetPortinConfigResult {
  enabled: boolean;
  otpRequired: boolean;
  otpLength?: number;
  [k: string]: unknown;
}

export type GetDonorTelcosResult = {
  id: string;
  name: string;
  [k: string]: unknown;
}[];

export interface CheckMnpEligibilityResult {
  eligible: boolean;
  reason?: string;
  requestId?: string;
  expiresIn?: number;
  [k: string]: unknown;
}

export interface CheckMnpEligibilityBody {
  currentNumber: string;
  donorTelco: string;
  documentId?: string;
}

export interface ValidatePortinOtpResult {
  verified: true;
  [k: string]: unknown;
}

export interface ValidatePortinOtpBody {
  requestId: string;
  otpCode: string;
}

export interface CancelPortinResult {
  orderRef: string;
  status:
    | 'PROCESSING'
    | 'IN_PROGRESS'
    | 'ACTIVE'
    | 'WAITING'
    | 'DONOR_SWITCH'
    | 'DONOR_SWITCH_SCHEDULED'
    | 'SUBMITTED'
    | 'FAILED'
    | 'CANCELED'
    | 'DONE'
    | 'PORT_IN_FAILED'
    | 'REJECTED'
    | 'SUCCESSFUL';
  donorTelco?: string;
  number?: string;
  [k: string]: unknown;
}

export interface GetLatestPortinResult {
  orderRef: string;
  status:
    | 'PROCESSING'
    | 'IN_PROGRESS'
    | 'ACTIVE'
    | 'WAITING'
    | 'DONOR_SWITCH'
    | 'DONOR_SWITCH_SCHEDULED'
    | 'SUBMITTED'
    | 'FAILED'
    | 'CANCELED'
    | 'DONE'
    | 'PORT_IN_FAILED'
    | 'REJECTED'
    | 'SUCCESSFUL';
  donorTelco?: string;
  number?: string;
  [k: string]: unknown;
}

export interface GetPortinCancellationEligibilityResult {
  eligible: boolean;
  status:
    | 'PROCESSING'
    | 'IN_PROGRESS'
    | 'ACTIVE'
    | 'WAITING'
    | 'DONOR_SWITCH'
    | 'DONOR_SWITCH_SCHEDULED'
    | 'SUBMITTED'
    | 'FAILED'
    | 'CANCELED'
    | 'DONE'
    | 'PORT_IN_FAILED'
    | 'REJECTED'
    | 'SUCCESSFUL';
  [k: string]: unknown;
}

export interface GetSimReplacementEligibilityResult {
  eligible: boolean;
  reason?: string;
  currentPlanId?: string;
  plans?: string[];
  renewsAt?: number;
  [k: string]: unknown;
}

export interface GetSimReplacementSpecificationResult {
  fee: number;
  reasons: string[];
  simTypes: ('physical_sim' | 'esim')[];
  kycRequired: boolean;
  esimDeliveryNeeded?: boolean;
  [k: string]: unknown;
}

export interface CreateSimReplacementOrderResult {
  requestId: string;
  type:
    | 'PLAN_SWITCH'
    | 'SIM_REPLACEMENT'
    | 'TERMINATION_REQUEST'
    | 'PORT_OUT_REQUEST'
    | 'REVERSE_PORTIN_REQUEST'
    | 'REVERSE_PORTOUT_REQUEST'
    | 'CNIC_LINE_REPORT'
    | 'CHAT';
  status: 'SUBMITTED' | 'IN_PROGRESS' | 'COMPLETED' | 'CANCELLED' | 'FAILED';
  number?: string;
  payload?: {
    [k: string]: unknown;
  };
  paymentRequired?: boolean;
  totalCharges?: number;
  createdAt: number;
  updatedAt?: number;
  [k: string]: unknown;
}

export interface CreateSimReplacementOrderBody {
  number: string;
  simType: 'physical_sim' | 'esim';
  reason: 'LOST' | 'STOLEN' | 'DAMAGED' | 'UPGRADE_TO_ESIM';
  deliveryMethod?: 'DOORSTEP_DELIVERY' | 'SELF_PICKUP' | 'RETAIL';
  deliveryAddress?: {
    postalCode?: string;
    country?: string;
    state?: string;
    province?: string;
    district?: string;
    city?: string;
    area?: string;
    street?: string;
    buildingName?: string;
    unit?: string;
    landmark?: string;
    addressLine1?: string;
    addressLine2?: string;
    cityInProvince?: string;
    blockNumber?: string;
    floor?: string;
  };
  agreeTerms?: true;
  cardExpired?: boolean;
  temporaryContactNumber?: string;
}

export interface SetSimReplacementDeliveryResult {
  requestId: string;
  type:
    | 'PLAN_SWITCH'
    | 'SIM_REPLACEMENT'
    | 'TERMINATION_REQUEST'
    | 'PORT_OUT_REQUEST'
    | 'REVERSE_PORTIN_REQUEST'
    | 'REVERSE_PORTOUT_REQUEST'
    | 'CNIC_LINE_REPORT'
    | 'CHAT';
  status: 'SUBMITTED' | 'IN_PROGRESS' | 'COMPLETED' | 'CANCELLED' | 'FAILED';
  number?: string;
  payload?: {
    [k: string]: unknown;
  };
  paymentRequired?: boolean;
  totalCharges?: number;
  createdAt: number;
  updatedAt?: number;
  [k: string]: unknown;
}

export interface SetSimReplacementDeliveryBody {
  deliveryMethod: 'DOORSTEP_DELIVERY' | 'SELF_PICKUP';
  deliveryAddress?: {
    postalCode?: string;
    country?: string;
    state?: string;
    province?: string;
    district?: string;
    city?: string;
    area?: string;
    street?: string;
    buildingName?: string;
    unit?: string;
    landmark?: string;
    addressLine1?: string;
    addressLine2?: string;
    cityInProvince?: string;
    blockNumber?: string;
    floor?: string;
  };
}

export interface CancelSimReplacementResult {
  requestId: string;
  type:
    | 'PLAN_SWITCH'
    | 'SIM_REPLACEMENT'
    | 'TERMINATION_REQUEST'
    | 'PORT_OUT_REQUEST'
    | 'REVERSE_PORTIN_REQUEST'
    | 'REVERSE_PORTOUT_REQUEST'
    | 'CNIC_LINE_REPORT'
    | 'CHAT';
  status: 'SUBMITTED' | 'IN_PROGRESS' | 'COMPLETED' | 'CANCELLED' | 'FAILED';
  number?: string;
  payload?: {
    [k: string]: unknown;
  };
  paymentRequired?: boolean;
  totalCharges?: number;
  createdAt: number;
  updatedAt?: number;
  [k: string]: unknown;
}

export interface CancelSimReplacementBody {
  requestId: string;
}

export interface GetTerminationEligibilityResult {
  eligible: boolean;
  reason?: string;
  currentPlanId?: string;
  plans?: string[];
  renewsAt?: number;
  [k: string]: unknown;
}

export type GetTerminationReasonsResult = {
  id: string;
  label: string;
  [k: string]: unknown;
}[];

export interface TerminateNumberResult {
  requestId: string;
  type:
    | 'PLAN_SWITCH'
    | 'SIM_REPLACEMENT'
    | 'TERMINATION_REQUEST'
    | 'PORT_OUT_REQUEST'
    | 'REVERSE_PORTIN_REQUEST'
    | 'REVERSE_PORTOUT_REQUEST'
    | 'CNIC_LINE_REPORT'
    | 'CHAT';
  status: 'SUBMITTED' | 'IN_PROGRESS' | 'COMPLETED' | 'CANCELLED' | 'FAILED';
  number?: string;
  payload?: {
    [k: string]: unknown;
  };
  paymentRequired?: boolean;
  totalCharges?: number;
  createdAt: number;
  updatedAt?: number;
  [k: string]: unknown;
}

export interface TerminateNumberBody {
  number: string;
  reasonId: string;
  feedback?: string;
}

export interface CancelTerminationResult {
  requestId: string;
  type:
    | 'PLAN_SWITCH'
    | 'SIM_REPLACEMENT'
    | 'TERMINATION_REQUEST'
    | 'PORT_OUT_REQUEST'
    | 'REVERSE_PORTIN_REQUEST'
    | 'REVERSE_PORTOUT_REQUEST'
    | 'CNIC_LINE_REPORT'
    | 'CHAT';
  status: 'SUBMITTED' | 'IN_PROGRESS' | 'COMPLETED' | 'CANCELLED' | 'FAILED';
  number?: string;
  payload?: {
    [k: string]: unknown;
  };
  paymentRequired?: boolean;
  totalCharges?: number;
  createdAt: number;
  updatedAt?: number;
  [k: string]: unknown;
}

export interface CancelTerminationBody {
  requestId: string;
}

export interface GetPlanSwitchEligibilityResult {
  eligible: boolean;
  reason?: string;
  currentPlanId?: string;
  plans?: string[];
  renewsAt?: number;
  [k: string]: unknown;
}

export interface CreatePlanSwitchResult {
  requestId: string;
  type:
    | 'PLAN_SWITCH'
    | 'SIM_REPLACEMENT'
    | 'TERMINATION_REQUEST'
    | 'PORT_OUT_REQUEST'
    | 'REVERSE_PORTIN_REQUEST'
    | 'REVERSE_PORTOUT_REQUEST'
    | 'CNIC_LINE_REPORT'
    | 'CHAT';
  status: 'SUBMITTED' | 'IN_PROGRESS' | 'COMPLETED' | 'CANCELLED' | 'FAILED';
  number?: string;
  payload?: {
    [k: string]: unknown;
  };
  paymentRequired?: boolean;
  totalCharges?: number;
  createdAt: number;
  updatedAt?: number;
  [k: string]: unknown;
}

export interface CreatePlanSwitchBody {
  number: string;
  planId: string;
}

export interface CancelPlanSwitchResult {
  requestId: string;
  type:
    | 'PLAN_SWITCH'
    | 'SIM_REPLACEMENT'
    | 'TERMINATION_REQUEST'
    | 'PORT_OUT_REQUEST'
    | 'REVERSE_PORTIN_REQUEST'
    | 'REVERSE_PORTOUT_REQUEST'
    | 'CNIC_LINE_REPORT'
    | 'CHAT';
  status: 'SUBMITTED' | 'IN_PROGRESS' | 'COMPLETED' | 'CANCELLED' | 'FAILED';
  number?: string;
  payload?: {
    [k: string]: unknown;
  };
  paymentRequired?: boolean;
  totalCharges?: number;
  createdAt: number;
  updatedAt?: number;
  [k: string]: unknown;
}

export interface CancelPlanSwitchBody {
  requestId: string;
}

export type GetServiceRequestsResult = {
  requestId: string;
  type:
    | 'PLAN_SWITCH'
    | 'SIM_REPLACEMENT'
    | 'TERMINATION_REQUEST'
    | 'PORT_OUT_REQUEST'
    | 'REVERSE_PORTIN_REQUEST'
    | 'REVERSE_PORTOUT_REQUEST'
    | 'CNIC_LINE_REPORT'
    | 'CHAT';
  status: 'SUBMITTED' | 'IN_PROGRESS' | 'COMPLETED' | 'CANCELLED' | 'FAILED';
  number?: string;
  payload?: {
    [k: string]: unknown;
  };
  paymentRequired?: boolean;
  totalCharges?: number;
  createdAt: number;
  updatedAt?: number;
  [k: string]: unknown;
}[];

export interface GetServiceRequestResult {
  requestId: string;
  type:
    | 'PLAN_SWITCH'
    | 'SIM_REPLACEMENT'
    | 'TERMINATION_REQUEST'
    | 'PORT_OUT_REQUEST'
    | 'REVERSE_PORTIN_REQUEST'
    | 'REVERSE_PORTOUT_REQUEST'
    | 'CNIC_LINE_REPORT'
    | 'CHAT';
  status: 'SUBMITTED' | 'IN_PROGRESS' | 'COMPLETED' | 'CANCELLED' | 'FAILED';
  number?: string;
  payload?: {
    [k: string]: unknown;
  };
  paymentRequired?: boolean;
  totalCharges?: number;
  createdAt: number;
  updatedAt?: number;
  [k: string]: unknown;
}

export interface GetReversePortinStatusResult {
  requestId: string;
  type:
    | 'PLAN_SWITCH'
    | 'SIM_REPLACEMENT'
    | 'TERMINATION_REQUEST'
    | 'PORT_OUT_REQUEST'
    | 'REVERSE_PORTIN_REQUEST'
    | 'REVERSE_PORTOUT_REQUEST'
    | 'CNIC_LINE_REPORT'
    | 'CHAT';
  status: 'SUBMITTED' | 'IN_PROGRESS' | 'COMPLETED' | 'CANCELLED' | 'FAILED';
  number?: string;
  payload?: {
    [k: string]: unknown;
  };
  paymentRequired?: boolean;
  totalCharges?: number;
  createdAt: number;
  updatedAt?: number;
  [k: string]: unknown;
}

export interface GetReversePortoutStatusResult {
  requestId: string;
  type:
    | 'PLAN_SWITCH'
    | 'SIM_REPLACEMENT'
    | 'TERMINATION_REQUEST'
    | 'PORT_OUT_REQUEST'
    | 'REVERSE_PORTIN_REQUEST'
    | 'REVERSE_PORTOUT_REQUEST'
    | 'CNIC_LINE_REPORT'
    | 'CHAT';
  status: 'SUBMITTED' | 'IN_PROGRESS' | 'COMPLETED' | 'CANCELLED' | 'FAILED';
  number?: string;
  payload?: {
    [k: string]: unknown;
  };
  paymentRequired?: boolean;
  totalCharges?: number;
  createdAt: number;
  updatedAt?: number;
  [k: string]: unknown;
}

export type GetLinesResult = {
  number: string;
  planId: string;
  planName: string;
  status: 'PendingActivation' | 'Active' | 'Suspend' | 'Grace' | 'Inactive';
  simType: 'physical_sim' | 'esim';
  numberType: 'NEW' | 'PORT_IN';
  orderRef: string;
  autoRenew: boolean;
  activatedAt: number | null;
  createdAt: number;
  blockedAt?: number | null;
  airtimeBalance?: number;
  usage?: null | {
    renewsAt: number;
    periodStartedAt: number;
    renewals?: number;
    allowance: {
      dataMb: number;
      minutes: number;
      sms: number;
      [k: string]: unknown;
    };
    remaining: {
      dataMb: number;
      minutes: number;
      sms: number;
      [k: string]: unknown;
    };
    allowances?: {
      kind: 'PLAN' | 'ADDON' | 'BUNDLE' | 'REWARD';
      item: string;
      name: string;
      total: {
        dataMb: number;
        minutes: number;
        sms: number;
        [k: string]: unknown;
      };
      remaining: {
        dataMb: number;
        minutes: number;
        sms: number;
        [k: string]: unknown;
      };
      startsAt: number;
      expiresAt: number;
      renews: boolean;
      [k: string]: unknown;
    }[];
    [k: string]: unknown;
  };
  [k: string]: unknown;
}[];

export interface GetLineResult {
  number: string;
  planId: string;
  planName: string;
  status: 'PendingActivation' | 'Active' | 'Suspend' | 'Grace' | 'Inactive';
  simType: 'physical_sim' | 'esim';
  numberType: 'NEW' | 'PORT_IN';
  orderRef: string;
  autoRenew: boolean;
  activatedAt: number | null;
  createdAt: number;
  blockedAt?: number | null;
  airtimeBalance?: number;
  usage?: null | {
    renewsAt: number;
    periodStartedAt: number;
    renewals?: number;
    allowance: {
      dataMb: number;
      minutes: number;
      sms: number;
      [k: string]: unknown;
    };
    remaining: {
      dataMb: number;
      minutes: number;
      sms: number;
      [k: string]: unknown;
    };
    allowances?: {
      kind: 'PLAN' | 'ADDON' | 'BUNDLE' | 'REWARD';
      item: string;
      name: string;
      total: {
        dataMb: number;
        minutes: number;
        sms: number;
        [k: string]: unknown;
      };
      remaining: {
        dataMb: number;
        minutes: number;
        sms: number;
        [k: string]: unknown;
      };
      startsAt: number;
      expiresAt: number;
      renews: boolean;
      [k: string]: unknown;
    }[];
    [k: string]: unknown;
  };
  [k: string]: unknown;
}

export interface ActivateSimResult {
  number: string;
  planId: string;
  planName: string;
  status: 'PendingActivation' | 'Active' | 'Suspend' | 'Grace' | 'Inactive';
  simType: 'physical_sim' | 'esim';
  numberType: 'NEW' | 'PORT_IN';
  orderRef: string;
  autoRenew: boolean;
  activatedAt: number | null;
  createdAt: number;
  blockedAt?: number | null;
  airtimeBalance?: number;
  usage?: null | {
    renewsAt: number;
    periodStartedAt: number;
    renewals?: number;
    allowance: {
      dataMb: number;
      minutes: number;
      sms: number;
      [k: string]: unknown;
    };
    remaining: {
      dataMb: number;
      minutes: number;
      sms: number;
      [k: string]: unknown;
    };
    allowances?: {
      kind: 'PLAN' | 'ADDON' | 'BUNDLE' | 'REWARD';
      item: string;
      name: string;
      total: {
        dataMb: number;
        minutes: number;
        sms: number;
        [k: string]: unknown;
      };
      remaining: {
        dataMb: number;
        minutes: number;
        sms: number;
        [k: string]: unknown;
      };
      startsAt: number;
      expiresAt: number;
      renews: boolean;
      [k: string]: unknown;
    }[];
    [k: string]: unknown;
  };
  [k: string]: unknown;
}

export interface ActivateSimBody {
  number: string;
  iccId: string;
}

export interface BlockLineResult {
  number: string;
  planId: string;
  planName: string;
  status: 'PendingActivation' | 'Active' | 'Suspend' | 'Grace' | 'Inactive';
  simType: 'physical_sim' | 'esim';
  numberType: 'NEW' | 'PORT_IN';
  orderRef: string;
  autoRenew: boolean;
  activatedAt: number | null;
  createdAt: number;
  blockedAt?: number | null;
  airtimeBalance?: number;
  usage?: null | {
    renewsAt: number;
    periodStartedAt: number;
    renewals?: number;
    allowance: {
      dataMb: number;
      minutes: number;
      sms: number;
      [k: string]: unknown;
    };
    remaining: {
      dataMb: number;
      minutes: number;
      sms: number;
      [k: string]: unknown;
    };
    allowances?: {
      kind: 'PLAN' | 'ADDON' | 'BUNDLE' | 'REWARD';
      item: string;
      name: string;
      total: {
        dataMb: number;
        minutes: number;
        sms: number;
        [k: string]: unknown;
      };
      remaining: {
        dataMb: number;
        minutes: number;
        sms: number;
        [k: string]: unknown;
      };
      startsAt: number;
      expiresAt: number;
      renews: boolean;
      [k: string]: unknown;
    }[];
    [k: string]: unknown;
  };
  [k: string]: unknown;
}

export interface BlockLineBody {
  reason: 'LOST' | 'STOLEN';
}

export interface RequestUnblockCodeResult {
  requestId: string;
  expiresIn: number;
  [k: string]: unknown;
}

export interface UnblockLineResult {
  number: string;
  planId: string;
  planName: string;
  status: 'PendingActivation' | 'Active' | 'Suspend' | 'Grace' | 'Inactive';
  simType: 'physical_sim' | 'esim';
  numberType: 'NEW' | 'PORT_IN';
  orderRef: string;
  autoRenew: boolean;
  activatedAt: number | null;
  createdAt: number;
  blockedAt?: number | null;
  airtimeBalance?: number;
  usage?: null | {
    renewsAt: number;
    periodStartedAt: number;
    renewals?: number;
    allowance: {
      dataMb: number;
      minutes: number;
      sms: number;
      [k: string]: unknown;
    };
    remaining: {
      dataMb: number;
      minutes: number;
      sms: number;
      [k: string]: unknown;
    };
    allowances?: {
      kind: 'PLAN' | 'ADDON' | 'BUNDLE' | 'REWARD';
      item: string;
      name: string;
      total: {
        dataMb: number;
        minutes: number;
        sms: number;
        [k: string]: unknown;
      };
      remaining: {
        dataMb: number;
        minutes: number;
        sms: number;
        [k: string]: unknown;
      };
      startsAt: number;
      expiresAt: number;
      renews: boolean;
      [k: string]: unknown;
    }[];
    [k: string]: unknown;
  };
  [k: string]: unknown;
}

export interface UnblockLineBody {
  requestId: string;
  otpCode: string;
}

export interface GetTopupOptionsResult {
  rechargeAmounts: number[];
  recharges: {
    amount: number;
    tax: number;
    balance: number;
    [k: string]: unknown;
  }[];
  rechargeTaxRate: number;
  bundles: {
    id: string;
    kind: 'DATA' | 'MINUTES' | 'SMS';
    price: number;
    dataMb: number;
    minutes: number;
    sms: number;
    [k: string]: unknown;
  }[];
  [k: string]: unknown;
}

export interface CreateTopupResult {
  topupId: string;
  number: string;
  kind: 'RECHARGE' | 'BUNDLE';
  amount: number;
  bundleId?: string | null;
  status: 'OPEN' | 'PAID' | 'CANCELLED';
  createdAt: number;
  balanceAdded?: number;
  tax?: number;
  [k: string]: unknown;
}

export interface CreateTopupBody {
  kind: 'RECHARGE' | 'BUNDLE';
  amount?: number;
  bundleId?: string;
  renews?: boolean;
}

export interface GetTopupResult {
  topupId: string;
  number: string;
  kind: 'RECHARGE' | 'BUNDLE';
  amount: number;
  bundleId?: string | null;
  status: 'OPEN' | 'PAID' | 'CANCELLED';
  createdAt: number;
  balanceAdded?: number;
  tax?: number;
  [k: string]: unknown;
}

export interface CreatePublicRechargeResult {
  topupId: string;
  number: string;
  kind: 'RECHARGE' | 'BUNDLE';
  amount: number;
  bundleId?: string | null;
  status: 'OPEN' | 'PAID' | 'CANCELLED';
  createdAt: number;
  balanceAdded?: number;
  tax?: number;
  [k: string]: unknown;
}

export interface CreatePublicRechargeBody {
  number: string;
  amount: number;
}

export interface GetHistoryResult {
  entries: {
    id: string;
    number: string;
    kind: 'ORDER' | 'RECHARGE' | 'BUNDLE' | 'RENEWAL' | 'FEE' | 'LOYALTY' | 'SHARE' | 'ADVANCE';
    what: string;
    direction: 'CHARGE' | 'CREDIT';
    item?: string;
    itemName?: string | null;
    amount: number;
    tax: number | null;
    airtime: number;
    paidWith: 'AIRTIME' | 'CARD' | 'SAVED_CARD' | 'EASYPAISA' | 'JAZZCASH' | null;
    reference: string;
    at: number;
    [k: string]: unknown;
  }[];
  next: string | null;
  [k: string]: unknown;
}

export interface GetHistoryEntryResult {
  id: string;
  number: string;
  kind: 'ORDER' | 'RECHARGE' | 'BUNDLE' | 'RENEWAL' | 'FEE' | 'LOYALTY' | 'SHARE' | 'ADVANCE';
  what: string;
  direction: 'CHARGE' | 'CREDIT';
  item?: string;
  itemName?: string | null;
  amount: number;
  tax: number | null;
  airtime: number;
  paidWith: 'AIRTIME' | 'CARD' | 'SAVED_CARD' | 'EASYPAISA' | 'JAZZCASH' | null;
  reference: string;
  at: number;
  [k: string]: unknown;
}

export interface GetUsageHistoryResult {
  number: string;
  days: {
    date: string;
    dataMb: number;
    minutes: number;
    sms: number;
    [k: string]: unknown;
  }[];
  [k: string]: unknown;
}

export interface GetSubscriptionsResult {
  number: string;
  status: 'PendingActivation' | 'Active' | 'Suspend' | 'Grace' | 'Inactive';
  autoRenew: boolean;
  renewsAt: number | null;
  periodDays: number;
  airtimeBalance: number;
  subscriptions: {
    id: string;
    kind: 'PLAN' | 'ADDON' | 'BUNDLE' | 'REWARD';
    item: string;
    name: string;
    total: {
      dataMb: number;
      minutes: number;
      sms: number;
      [k: string]: unknown;
    };
    remaining: {
      dataMb: number;
      minutes: number;
      sms: number;
      [k: string]: unknown;
    };
    startsAt: number;
    expiresAt: number;
    renews: boolean;
    renewalOn: boolean;
    renewable: boolean;
    stoppable: boolean;
    price: number | null;
    [k: string]: unknown;
  }[];
  [k: string]: unknown;
}

export interface SetSubscriptionRenewalResult {
  number: string;
  status: 'PendingActivation' | 'Active' | 'Suspend' | 'Grace' | 'Inactive';
  autoRenew: boolean;
  renewsAt: number | null;
  periodDays: number;
  airtimeBalance: number;
  subscriptions: {
    id: string;
    kind: 'PLAN' | 'ADDON' | 'BUNDLE' | 'REWARD';
    item: string;
    name: string;
    total: {
      dataMb: number;
      minutes: number;
      sms: number;
      [k: string]: unknown;
    };
    remaining: {
      dataMb: number;
      minutes: number;
      sms: number;
      [k: string]: unknown;
    };
    startsAt: number;
    expiresAt: number;
    renews: boolean;
    renewalOn: boolean;
    renewable: boolean;
    stoppable: boolean;
    price: number | null;
    [k: string]: unknown;
  }[];
  [k: string]: unknown;
}

export interface SetSubscriptionRenewalBody {
  renews: boolean;
}

export interface StopSubscriptionResult {
  number: string;
  status: 'PendingActivation' | 'Active' | 'Suspend' | 'Grace' | 'Inactive';
  autoRenew: boolean;
  renewsAt: number | null;
  periodDays: number;
  airtimeBalance: number;
  subscriptions: {
    id: string;
    kind: 'PLAN' | 'ADDON' | 'BUNDLE' | 'REWARD';
    item: string;
    name: string;
    total: {
      dataMb: number;
      minutes: number;
      sms: number;
      [k: string]: unknown;
    };
    remaining: {
      dataMb: number;
      minutes: number;
      sms: number;
      [k: string]: unknown;
    };
    startsAt: number;
    expiresAt: number;
    renews: boolean;
    renewalOn: boolean;
    renewable: boolean;
    stoppable: boolean;
    price: number | null;
    [k: string]: unknown;
  }[];
  [k: string]: unknown;
}

export interface GetBalanceShareOptionsResult {
  number: string;
  balance: number;
  minAmount: number;
  maxAmount: number;
  fee: number;
  perDay: {
    count: number;
    amount: number;
    [k: string]: unknown;
  };
  leftToday: {
    count: number;
    amount: number;
    [k: string]: unknown;
  };
  [k: string]: unknown;
}

export interface StartBalanceShareResult {
  shareId: string;
  from: string;
  to: string;
  amount: number;
  fee: number;
  total: number;
  status: 'PENDING' | 'DONE';
  requestId: string | null;
  expiresIn: number | null;
  balance: number;
  createdAt: number;
  doneAt: number | null;
  [k: string]: unknown;
}

export interface StartBalanceShareBody {
  to: string;
  amount: number;
}

export interface ConfirmBalanceShareResult {
  shareId: string;
  from: string;
  to: string;
  amount: number;
  fee: number;
  total: number;
  status: 'PENDING' | 'DONE';
  requestId: string | null;
  expiresIn: number | null;
  balance: number;
  createdAt: number;
  doneAt: number | null;
  [k: string]: unknown;
}

export interface ConfirmBalanceShareBody {
  requestId: string;
  otpCode: string;
}

export interface GetAdvanceOptionsResult {
  number: string;
  balance: number;
  threshold: number;
  offers: {
    amount: number;
    fee: number;
    [k: string]: unknown;
  }[];
  outstanding: {
    advanceId: string;
    amount: number;
    fee: number;
    owed: number;
    status: 'OUTSTANDING' | 'REPAID';
    takenAt: number;
    repaidAt: number | null;
    [k: string]: unknown;
  } | null;
  refusal: 'BALANCE_ABOVE_THRESHOLD' | 'ADVANCE_OUTSTANDING' | 'LINE_NOT_ACTIVE' | null;
  [k: string]: unknown;
}

export interface TakeAdvanceResult {
  advance: {
    advanceId: string;
    amount: number;
    fee: number;
    owed: number;
    status: 'OUTSTANDING' | 'REPAID';
    takenAt: number;
    repaidAt: number | null;
    [k: string]: unknown;
  };
  balance: number;
  [k: string]: unknown;
}

export interface TakeAdvanceBody {
  amount: number;
}

export interface GetNotificationsResult {
  notifications: {
    id: string;
    kind:
      | 'DATA_80'
      | 'DATA_100'
      | 'RENEWAL_SOON'
      | 'RENEWAL_FAILED'
      | 'LOW_BALANCE'
      | 'ORDER_DISPATCHED'
      | 'ORDER_DELIVERED'
      | 'REQUEST_STATUS'
      | 'POINTS_EARNED';
    params: {
      [k: string]: string | number;
    };
    at: number;
    readAt: number | null;
    [k: string]: unknown;
  }[];
  next: string | null;
  unread: number;
  [k: string]: unknown;
}

export interface GetNotificationCountResult {
  unread: number;
  [k: string]: unknown;
}

export interface MarkNotificationReadResult {
  id: string;
  kind:
    | 'DATA_80'
    | 'DATA_100'
    | 'RENEWAL_SOON'
    | 'RENEWAL_FAILED'
    | 'LOW_BALANCE'
    | 'ORDER_DISPATCHED'
    | 'ORDER_DELIVERED'
    | 'REQUEST_STATUS'
    | 'POINTS_EARNED';
  params: {
    [k: string]: string | number;
  };
  at: number;
  readAt: number | null;
  [k: string]: unknown;
}

export interface MarkAllNotificationsReadResult {
  success: true;
}

export interface GetCnicLinesResult {
  cnic: string | null;
  limit: number;
  lines: {
    number: string;
    status: 'PendingActivation' | 'Active' | 'Suspend' | 'Grace' | 'Inactive';
    onThisAccount: boolean;
    report: null | {
      requestId: string;
      status: string;
      [k: string]: unknown;
    };
    [k: string]: unknown;
  }[];
  [k: string]: unknown;
}

export interface ReportCnicLineResult {
  requestId: string;
  type:
    | 'PLAN_SWITCH'
    | 'SIM_REPLACEMENT'
    | 'TERMINATION_REQUEST'
    | 'PORT_OUT_REQUEST'
    | 'REVERSE_PORTIN_REQUEST'
    | 'REVERSE_PORTOUT_REQUEST'
    | 'CNIC_LINE_REPORT'
    | 'CHAT';
  status: 'SUBMITTED' | 'IN_PROGRESS' | 'COMPLETED' | 'CANCELLED' | 'FAILED';
  number?: string;
  payload?: {
    [k: string]: unknown;
  };
  paymentRequired?: boolean;
  totalCharges?: number;
  createdAt: number;
  updatedAt?: number;
  [k: string]: unknown;
}

export interface ReportCnicLineBody {
  number: string;
}

export interface StartChatResult {
  requestId: string;
  type:
    | 'PLAN_SWITCH'
    | 'SIM_REPLACEMENT'
    | 'TERMINATION_REQUEST'
    | 'PORT_OUT_REQUEST'
    | 'REVERSE_PORTIN_REQUEST'
    | 'REVERSE_PORTOUT_REQUEST'
    | 'CNIC_LINE_REPORT'
    | 'CHAT';
  status: 'SUBMITTED' | 'IN_PROGRESS' | 'COMPLETED' | 'CANCELLED' | 'FAILED';
  number?: string;
  payload?: {
    [k: string]: unknown;
  };
  paymentRequired?: boolean;
  totalCharges?: number;
  createdAt: number;
  updatedAt?: number;
  [k: string]: unknown;
}

export interface StartChatBody {
  topic?: string;
}

export type GetLoyaltyProductsResult = {
  id: string;
  name: string;
  names?: {
    en: string;
    ur: string;
    [k: string]: unknown;
  };
  description?: {
    en: string;
    ur: string;
    [k: string]: unknown;
  };
  category: string;
  points: number;
  price?: number;
  imageUrl?: string;
  image?: {
    url: string;
    width: number;
    height: number;
    alt?: {
      en: string;
      ur: string;
      [k: string]: unknown;
    };
    [k: string]: unknown;
  };
  stock?: number;
  limitPerCustomer?: number;
  redeemedByMe?: number;
  qr?: boolean;
  [k: string]: unknown;
}[];

export interface RedeemLoyaltyProductResult {
  redemptionId: string;
  productId: string;
  status: 'PENDING' | 'COMPLETED' | 'FAILED' | 'ALLOCATED' | 'CLAIMED';
  points?: number;
  pointsBalance?: number;
  createdAt?: number;
  voucherCode?: string;
  qrPayload?: string;
  pointsReturned?: number;
  chargedNumber?: string;
  airtimeBalance?: number;
  [k: string]: unknown;
}

export interface RedeemLoyaltyProductBody {
  productId: string;
}

export interface BuyLoyaltyProductResult {
  redemptionId: string;
  productId: string;
  status: 'PENDING' | 'COMPLETED' | 'FAILED' | 'ALLOCATED' | 'CLAIMED';
  points?: number;
  pointsBalance?: number;
  createdAt?: number;
  voucherCode?: string;
  qrPayload?: string;
  pointsReturned?: number;
  chargedNumber?: string;
  airtimeBalance?: number;
  [k: string]: unknown;
}

export interface BuyLoyaltyProductBody {
  productId: string;
  number?: string;
}

export interface GetLoyaltyMemberResult {
  customerId: string;
  points: number;
  pendingPoints?: number;
  lifetimePoints?: number;
  tier: 'SILVER' | 'GOLD' | 'PLATINUM';
  memberSince?: number;
  expiring?: {
    points: number;
    at: number;
    [k: string]: unknown;
  };
  tierHistory?: {
    tier: 'SILVER' | 'GOLD' | 'PLATINUM';
    since: number;
    [k: string]: unknown;
  }[];
  [k: string]: unknown;
}

export interface GetLoyaltyPointHistoryResult {
  entries: {
    id?: string;
    points: number;
    reason: string;
    type?: 'earned' | 'spent' | 'expired';
    at: number;
    productId?: string;
    pending?: boolean;
    [k: string]: unknown;
  }[];
  total?: number;
  page?: number;
  pageSize?: number;
  next?: string | null;
  [k: string]: unknown;
}

export interface GetLoyaltyTierProgressResult {
  tier: 'SILVER' | 'GOLD' | 'PLATINUM';
  lifetimePoints: number;
  nextTier: string | null;
  pointsToNext: number;
  tiers: {
    id: 'SILVER' | 'GOLD' | 'PLATINUM';
    minPoints: number;
    benefits?: {
      en: string;
      ur: string;
      [k: string]: unknown;
    }[];
    [k: string]: unknown;
  }[];
  [k: string]: unknown;
}

export type GetLoyaltyBoostersResult = {
  id: string;
  name: string;
  names?: {
    en: string;
    ur: string;
    [k: string]: unknown;
  };
  multiplier: number;
  appliesTo?: string;
  startsAt?: number;
  endsAt?: number;
  optedIn?: boolean;
  [k: string]: unknown;
}[];

export interface GetRedemptionStatusResult {
  redemptionId: string;
  productId: string;
  status: 'PENDING' | 'COMPLETED' | 'FAILED' | 'ALLOCATED' | 'CLAIMED';
  points?: number;
  pointsBalance?: number;
  createdAt?: number;
  voucherCode?: string;
  qrPayload?: string;
  pointsReturned?: number;
  chargedNumber?: string;
  airtimeBalance?: number;
  [k: string]: unknown;
}

export type GetLoyaltyCategoriesResult = {
  id: string;
  name: {
    en: string;
    ur: string;
    [k: string]: unknown;
  };
  image: {
    url: string;
    width: number;
    height: number;
    alt?: {
      en: string;
      ur: string;
      [k: string]: unknown;
    };
    [k: string]: unknown;
  };
  count: number;
  [k: string]: unknown;
}[];

export interface JoinLoyaltyResult {
  customerId: string;
  points: number;
  pendingPoints?: number;
  lifetimePoints?: number;
  tier: 'SILVER' | 'GOLD' | 'PLATINUM';
  memberSince?: number;
  expiring?: {
    points: number;
    at: number;
    [k: string]: unknown;
  };
  tierHistory?: {
    tier: 'SILVER' | 'GOLD' | 'PLATINUM';
    since: number;
    [k: string]: unknown;
  }[];
  [k: string]: unknown;
}

export interface JoinLoyaltyBody {
  acceptTerms: true;
}

export interface OptInLoyaltyBoosterResult {
  id: string;
  name: string;
  names?: {
    en: string;
    ur: string;
    [k: string]: unknown;
  };
  multiplier: number;
  appliesTo?: string;
  startsAt?: number;
  endsAt?: number;
  optedIn?: boolean;
  [k: string]: unknown;
}

export type GetUserRewardsResult = {
  id: string;
  name: string;
  nameUr?: string;
  type: 'REWARD' | 'EXTERNAL_REWARD';
  allocated: boolean;
  [k: string]: unknown;
}[];

export interface AllocateRewardResult {
  redemptionId: string;
  productId: string;
  status: 'PENDING' | 'COMPLETED' | 'FAILED' | 'ALLOCATED' | 'CLAIMED';
  points?: number;
  pointsBalance?: number;
  createdAt?: number;
  voucherCode?: string;
  qrPayload?: string;
  pointsReturned?: number;
  chargedNumber?: string;
  airtimeBalance?: number;
  [k: string]: unknown;
}

export interface AllocateRewardBody {
  rewardId: string;
}

export interface ClaimWinbackResult {
  offerId: string;
  claimed: true;
  discountPercent?: number;
  months?: number;
  [k: string]: unknown;
}

export interface ClaimWinbackBody {
  offerId: string;
}

export type GetSubscriptionSpecificationsResult = {
  productType: 'prepaid' | 'postpaid' | 'hybrid';
  autoRenewal: boolean;
  renewalDaysBefore?: number;
  [k: string]: unknown;
}[];

export type SetDefaultPaymentMethodResult = {
  id: string;
  brand: 'amex' | 'diners_club' | 'jcb' | 'mastercard' | 'unionpay' | 'visa';
  last4: string;
  expiry: string;
  isDefault?: boolean;
  subscription?: boolean;
  [k: string]: unknown;
}[];

export interface RequestEmailChangeResult {
  requestId: string;
  expiresIn: number;
  [k: string]: unknown;
}

export interface RequestEmailChangeBody {
  email: string;
}

export interface VerifyEmailChangeResult {
  external_id: string;
  first_name?: string;
  middle_name?: string;
  last_name?: string;
  email: string;
  email_confirmed: boolean;
  phone_confirmed: boolean;
  telco_user: boolean;
  telco_info?: {
    phone_no?: string;
    [k: string]: unknown;
  };
  dob?: {
    timestamp?: number | null;
    [k: string]: unknown;
  };
  guest?: boolean;
  [k: string]: unknown;
}

export interface VerifyEmailChangeBody {
  requestId: string;
  otpCode: string;
}

export interface RequestUpdateCardOtpResult {
  requestId: string;
  expiresIn: number;
  [k: string]: unknown;
}

export interface VerifyUpdateCardOtpResult {
  verificationId: string;
  expiresIn: number;
  [k: string]: unknown;
}

export interface VerifyUpdateCardOtpBody {
  requestId: string;
  otpCode: string;
}

export interface UpdateSubscriptionCardResult {
  paymentMethodId: string;
  brand: string;
  last4: string;
  [k: string]: unknown;
}

export interface UpdateSubscriptionCardBody {
  verificationId: string;
  paymentMethodId: string;
}

export interface SetAutoRenewalResult {
  number: string;
  planId: string;
  planName: string;
  status: 'PendingActivation' | 'Active' | 'Suspend' | 'Grace' | 'Inactive';
  simType: 'physical_sim' | 'esim';
  numberType: 'NEW' | 'PORT_IN';
  orderRef: string;
  autoRenew: boolean;
  activatedAt: number | null;
  createdAt: number;
  blockedAt?: number | null;
  airtimeBalance?: number;
  usage?: null | {
    renewsAt: number;
    periodStartedAt: number;
    renewals?: number;
    allowance: {
      dataMb: number;
      minutes: number;
      sms: number;
      [k: string]: unknown;
    };
    remaining: {
      dataMb: number;
      minutes: number;
      sms: number;
      [k: string]: unknown;
    };
    allowances?: {
      kind: 'PLAN' | 'ADDON' | 'BUNDLE' | 'REWARD';
      item: string;
      name: string;
      total: {
        dataMb: number;
        minutes: number;
        sms: number;
        [k: string]: unknown;
      };
      remaining: {
        dataMb: number;
        minutes: number;
        sms: number;
        [k: string]: unknown;
      };
      startsAt: number;
      expiresAt: number;
      renews: boolean;
      [k: string]: unknown;
    }[];
    [k: string]: unknown;
  };
  [k: string]: unknown;
}

export interface SetAutoRenewalBody {
  autoRenew: boolean;
}

/** Each endpoint's `result` type, by registry name. */
export interface ResponseMap {
  GET_GLOBAL_CONFIG: GetGlobalConfigResult;
  GET_WEBFRONT_SETTINGS: GetWebfrontSettingsResult;
  GET_MAINTENANCE_STATUS: GetMaintenanceStatusResult;
  GET_LOCALE_KEYS: GetLocaleKeysResult;
  GET_LANGUAGES: GetLanguagesResult;
  GET_CONFIGURATION: GetConfigurationResult;
  GET_ELIGIBILITY_SETTINGS: GetEligibilitySettingsResult;
  GET_SERVICE_REQUEST_SETTINGS: GetServiceRequestSettingsResult;
  GET_WINBACK_SETTINGS: GetWinbackSettingsResult;
  GET_BANNERS: GetBannersResult;
  GET_JOURNEY_SETTINGS: GetJourneySettingsResult;
  SIGNIN: SigninResult;
  SIGNIN_RESEND: SigninResendResult;
  SIGNUP: SignupResult;
  VALIDATE_OTP_SIGNIN: ValidateOtpSigninResult;
  VALIDATE_OTP_SIGNUP: ValidateOtpSignupResult;
  SIGNUP_GENERATE_OTP: SignupGenerateOtpResult;
  SIGNUP_VALIDATE_OTP: SignupValidateOtpResult;
  GET_SIGNUP_SMS_OTP_CONFIG: GetSignupSmsOtpConfigResult;
  REFRESH_TOKEN: RefreshTokenResult;
  LOGOUT: LogoutResult;
  OTT_GENERATE: OttGenerateResult;
  OTT_RESEND: OttResendResult;
  GUEST_VALIDATE: GuestValidateResult;
  SIGNUP_GUEST_VERIFIED: SignupGuestVerifiedResult;
  GET_USER_DETAILS: GetUserDetailsResult;
  UPDATE_PROFILE: UpdateProfileResult;
  GET_CUSTOMER_CONSENT: GetCustomerConsentResult;
  SUBMIT_CONSENT: SubmitConsentResult;
  GET_PRIVACY_SETTINGS: GetPrivacySettingsResult;
  UPDATE_PRIVACY_SETTINGS: UpdatePrivacySettingsResult;
  GET_PRIVACY_ANALYTICS_PREFERENCES: GetPrivacyAnalyticsPreferencesResult;
  GET_PRIVACY_SETTING: GetPrivacySettingResult;
  GET_PRODUCT_VARIANTS: GetProductVariantsResult;
  GET_ELIGIBLE_ADDONS: GetEligibleAddonsResult;
  GET_NUMBER_CATEGORIES: GetNumberCategoriesResult;
  GET_NUMBERS: GetNumbersResult;
  LOCK_NUMBER: LockNumberResult;
  GET_GOLDEN_NUMBER_CATEGORIES: GetGoldenNumberCategoriesResult;
  GET_NUMBER_OF_LINES_SPEC: GetNumberOfLinesSpecResult;
  GET_NUMBER_OF_LINES_ELIGIBILITY: GetNumberOfLinesEligibilityResult;
  GET_NATIONALITIES: GetNationalitiesResult;
  GET_FORM_CONFIG: GetFormConfigResult;
  GET_ESIM_SPECIFICATION: GetEsimSpecificationResult;
  ORDER_PREVIEW: OrderPreviewResult;
  CREATE_ORDER: CreateOrderResult;
  GET_ORDER: GetOrderResult;
  MANAGE_ORDER: ManageOrderResult;
  UPDATE_ORDER: UpdateOrderResult;
  GET_CARTS: GetCartsResult;
  GET_PENDING_CARTS: GetPendingCartsResult;
  GET_EKYC_SPECIFICATIONS: GetEkycSpecificationsResult;
  GET_EKYC_CONTEXT_SPECIFICATIONS: GetEkycContextSpecificationsResult;
  GET_EKYC_CONFIG: GetEkycConfigResult;
  SUBMIT_KYC: SubmitKycResult;
  SUBMIT_MANUAL_EKYC: SubmitManualEkycResult;
  CHECK_DOCUMENT_ID: CheckDocumentIdResult;
  PAYMENT_REQUEST: PaymentRequestResult;
  PAYMENT_REQUEST_V2: PaymentRequestV2Result;
  GET_PAYMENT_METHODS: GetPaymentMethodsResult;
  GET_SAVED_PAYMENT_METHODS: GetSavedPaymentMethodsResult;
  ADD_PAYMENT_METHOD: AddPaymentMethodResult;
  DELETE_PAYMENT_METHOD: DeletePaymentMethodResult;
  SAVE_AND_GET_CARD_DETAILS: SaveAndGetCardDetailsResult;
  GET_EXTERNAL_TRANSACTION_STATUS: GetExternalTransactionStatusResult;
  GET_PAYLINK: GetPaylinkResult;
  GET_DELIVERY_METHODS: GetDeliveryMethodsResult;
  GET_SLOTS: GetSlotsResult;
  GET_SLOT: GetSlotResult;
  GET_PICKUP_LOCATIONS: GetPickupLocationsResult;
  GET_PICKUP_LOCATION: GetPickupLocationResult;
  GET_SELF_PICKUP_ADDRESSES: GetSelfPickupAddressesResult;
  SET_PICKUP_LOCATION: SetPickupLocationResult;
  RESCHEDULE_SHIPMENT: RescheduleShipmentResult;
  RESCHEDULE_SHIPMENT_V2: RescheduleShipmentV2Result;
  RESCHEDULE_PAYMENT: ReschedulePaymentResult;
  UPDATE_SHIPMENT: UpdateShipmentResult;
  GET_ADDRESS_LOOKUP: GetAddressLookupResult;
  GET_RETAIL_STORES: GetRetailStoresResult;
  FIND_STORES: FindStoresResult;
  CHECK_STORE: CheckStoreResult;
  GET_SHIPMENT_TRACKING: GetShipmentTrackingResult;
  GET_DOWNLOAD_APP_URL: GetDownloadAppUrlResult;
  GET_PORTIN_CONFIG: GetPortinConfigResult;
  GET_DONOR_TELCOS: GetDonorTelcosResult;
  CHECK_MNP_ELIGIBILITY: CheckMnpEligibilityResult;
  VALIDATE_PORTIN_OTP: ValidatePortinOtpResult;
  CANCEL_PORTIN: CancelPortinResult;
  GET_LATEST_PORTIN: GetLatestPortinResult;
  GET_PORTIN_CANCELLATION_ELIGIBILITY: GetPortinCancellationEligibilityResult;
  GET_SIM_REPLACEMENT_ELIGIBILITY: GetSimReplacementEligibilityResult;
  GET_SIM_REPLACEMENT_SPECIFICATION: GetSimReplacementSpecificationResult;
  CREATE_SIM_REPLACEMENT_ORDER: CreateSimReplacementOrderResult;
  SET_SIM_REPLACEMENT_DELIVERY: SetSimReplacementDeliveryResult;
  CANCEL_SIM_REPLACEMENT: CancelSimReplacementResult;
  GET_TERMINATION_ELIGIBILITY: GetTerminationEligibilityResult;
  GET_TERMINATION_REASONS: GetTerminationReasonsResult;
  TERMINATE_NUMBER: TerminateNumberResult;
  CANCEL_TERMINATION: CancelTerminationResult;
  GET_PLAN_SWITCH_ELIGIBILITY: GetPlanSwitchEligibilityResult;
  CREATE_PLAN_SWITCH: CreatePlanSwitchResult;
  CANCEL_PLAN_SWITCH: CancelPlanSwitchResult;
  GET_SERVICE_REQUESTS: GetServiceRequestsResult;
  GET_SERVICE_REQUEST: GetServiceRequestResult;
  GET_REVERSE_PORTIN_STATUS: GetReversePortinStatusResult;
  GET_REVERSE_PORTOUT_STATUS: GetReversePortoutStatusResult;
  GET_LINES: GetLinesResult;
  GET_LINE: GetLineResult;
  ACTIVATE_SIM: ActivateSimResult;
  BLOCK_LINE: BlockLineResult;
  REQUEST_UNBLOCK_CODE: RequestUnblockCodeResult;
  UNBLOCK_LINE: UnblockLineResult;
  GET_TOPUP_OPTIONS: GetTopupOptionsResult;
  CREATE_TOPUP: CreateTopupResult;
  GET_TOPUP: GetTopupResult;
  CREATE_PUBLIC_RECHARGE: CreatePublicRechargeResult;
  GET_HISTORY: GetHistoryResult;
  GET_HISTORY_ENTRY: GetHistoryEntryResult;
  GET_USAGE_HISTORY: GetUsageHistoryResult;
  GET_SUBSCRIPTIONS: GetSubscriptionsResult;
  SET_SUBSCRIPTION_RENEWAL: SetSubscriptionRenewalResult;
  STOP_SUBSCRIPTION: StopSubscriptionResult;
  GET_BALANCE_SHARE_OPTIONS: GetBalanceShareOptionsResult;
  START_BALANCE_SHARE: StartBalanceShareResult;
  CONFIRM_BALANCE_SHARE: ConfirmBalanceShareResult;
  GET_ADVANCE_OPTIONS: GetAdvanceOptionsResult;
  TAKE_ADVANCE: TakeAdvanceResult;
  GET_NOTIFICATIONS: GetNotificationsResult;
  GET_NOTIFICATION_COUNT: GetNotificationCountResult;
  MARK_NOTIFICATION_READ: MarkNotificationReadResult;
  MARK_ALL_NOTIFICATIONS_READ: MarkAllNotificationsReadResult;
  GET_CNIC_LINES: GetCnicLinesResult;
  REPORT_CNIC_LINE: ReportCnicLineResult;
  START_CHAT: StartChatResult;
  GET_LOYALTY_PRODUCTS: GetLoyaltyProductsResult;
  REDEEM_LOYALTY_PRODUCT: RedeemLoyaltyProductResult;
  BUY_LOYALTY_PRODUCT: BuyLoyaltyProductResult;
  GET_LOYALTY_MEMBER: GetLoyaltyMemberResult;
  GET_LOYALTY_POINT_HISTORY: GetLoyaltyPointHistoryResult;
  GET_LOYALTY_TIER_PROGRESS: GetLoyaltyTierProgressResult;
  GET_LOYALTY_BOOSTERS: GetLoyaltyBoostersResult;
  GET_REDEMPTION_STATUS: GetRedemptionStatusResult;
  GET_LOYALTY_CATEGORIES: GetLoyaltyCategoriesResult;
  JOIN_LOYALTY: JoinLoyaltyResult;
  OPT_IN_LOYALTY_BOOSTER: OptInLoyaltyBoosterResult;
  GET_USER_REWARDS: GetUserRewardsResult;
  ALLOCATE_REWARD: AllocateRewardResult;
  CLAIM_WINBACK: ClaimWinbackResult;
  GET_SUBSCRIPTION_SPECIFICATIONS: GetSubscriptionSpecificationsResult;
  SET_DEFAULT_PAYMENT_METHOD: SetDefaultPaymentMethodResult;
  REQUEST_EMAIL_CHANGE: RequestEmailChangeResult;
  VERIFY_EMAIL_CHANGE: VerifyEmailChangeResult;
  REQUEST_UPDATE_CARD_OTP: RequestUpdateCardOtpResult;
  VERIFY_UPDATE_CARD_OTP: VerifyUpdateCardOtpResult;
  UPDATE_SUBSCRIPTION_CARD: UpdateSubscriptionCardResult;
  SET_AUTO_RENEWAL: SetAutoRenewalResult;
}

/** Each JSON endpoint's request body type, by registry name (the registry's request schema). */
export interface RequestMap {
  SIGNIN: SigninBody;
  SIGNIN_RESEND: SigninResendBody;
  SIGNUP: SignupBody;
  VALIDATE_OTP_SIGNIN: ValidateOtpSigninBody;
  VALIDATE_OTP_SIGNUP: ValidateOtpSignupBody;
  SIGNUP_GENERATE_OTP: SignupGenerateOtpBody;
  SIGNUP_VALIDATE_OTP: SignupValidateOtpBody;
  OTT_GENERATE: OttGenerateBody;
  OTT_RESEND: OttResendBody;
  GUEST_VALIDATE: GuestValidateBody;
  SIGNUP_GUEST_VERIFIED: SignupGuestVerifiedBody;
  UPDATE_PROFILE: UpdateProfileBody;
  SUBMIT_CONSENT: SubmitConsentBody;
  UPDATE_PRIVACY_SETTINGS: UpdatePrivacySettingsBody;
  ORDER_PREVIEW: OrderPreviewBody;
  CREATE_ORDER: CreateOrderBody;
  MANAGE_ORDER: ManageOrderBody;
  UPDATE_ORDER: UpdateOrderBody;
  CHECK_DOCUMENT_ID: CheckDocumentIdBody;
  PAYMENT_REQUEST: PaymentRequestBody;
  PAYMENT_REQUEST_V2: PaymentRequestV2Body;
  ADD_PAYMENT_METHOD: AddPaymentMethodBody;
  SAVE_AND_GET_CARD_DETAILS: SaveAndGetCardDetailsBody;
  SET_PICKUP_LOCATION: SetPickupLocationBody;
  RESCHEDULE_SHIPMENT: RescheduleShipmentBody;
  RESCHEDULE_SHIPMENT_V2: RescheduleShipmentV2Body;
  RESCHEDULE_PAYMENT: ReschedulePaymentBody;
  UPDATE_SHIPMENT: UpdateShipmentBody;
  CHECK_MNP_ELIGIBILITY: CheckMnpEligibilityBody;
  VALIDATE_PORTIN_OTP: ValidatePortinOtpBody;
  CREATE_SIM_REPLACEMENT_ORDER: CreateSimReplacementOrderBody;
  SET_SIM_REPLACEMENT_DELIVERY: SetSimReplacementDeliveryBody;
  CANCEL_SIM_REPLACEMENT: CancelSimReplacementBody;
  TERMINATE_NUMBER: TerminateNumberBody;
  CANCEL_TERMINATION: CancelTerminationBody;
  CREATE_PLAN_SWITCH: CreatePlanSwitchBody;
  CANCEL_PLAN_SWITCH: CancelPlanSwitchBody;
  ACTIVATE_SIM: ActivateSimBody;
  BLOCK_LINE: BlockLineBody;
  UNBLOCK_LINE: UnblockLineBody;
  CREATE_TOPUP: CreateTopupBody;
  CREATE_PUBLIC_RECHARGE: CreatePublicRechargeBody;
  SET_SUBSCRIPTION_RENEWAL: SetSubscriptionRenewalBody;
  START_BALANCE_SHARE: StartBalanceShareBody;
  CONFIRM_BALANCE_SHARE: ConfirmBalanceShareBody;
  TAKE_ADVANCE: TakeAdvanceBody;
  REPORT_CNIC_LINE: ReportCnicLineBody;
  START_CHAT: StartChatBody;
  REDEEM_LOYALTY_PRODUCT: RedeemLoyaltyProductBody;
  BUY_LOYALTY_PRODUCT: BuyLoyaltyProductBody;
  JOIN_LOYALTY: JoinLoyaltyBody;
  ALLOCATE_REWARD: AllocateRewardBody;
  CLAIM_WINBACK: ClaimWinbackBody;
  REQUEST_EMAIL_CHANGE: RequestEmailChangeBody;
  VERIFY_EMAIL_CHANGE: VerifyEmailChangeBody;
  VERIFY_UPDATE_CARD_OTP: VerifyUpdateCardOtpBody;
  UPDATE_SUBSCRIPTION_CARD: UpdateSubscriptionCardBody;
  SET_AUTO_RENEWAL: SetAutoRenewalBody;
}
