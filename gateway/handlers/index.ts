import type { HandlerMap } from '../http/context';
import { configHandlers } from './config-handlers';
import { authHandlers } from './auth-handlers';
import { guestHandlers } from './guest-handlers';
import { profileHandlers } from './profile-handlers';
import { catalogHandlers } from './catalog-handlers';
import { onboardingHandlers } from './onboarding-handlers';
import { orderHandlers } from './order-handlers';
import { ekycHandlers } from './ekyc-handlers';
import { paymentHandlers } from './payment-handlers';
import { deliveryHandlers } from './delivery-handlers';
import { serviceRequestHandlers } from './service-request-handlers';
import { portInHandlers } from './port-in-handlers';
import { loyaltyHandlers } from './loyalty-handlers';
import { accountHandlers } from './account-handlers';
import { lineHandlers } from './line-handlers';
import { lineBlockHandlers } from './line-block-handlers';
import { airtimeHandlers } from './airtime-handlers';
import { simReplacementHandlers } from './sim-replacement-handlers';
import { planSwitchHandlers } from './plan-switch-handlers';
import { topupHandlers } from './topup-handlers';
import { notificationHandlers } from './notification-handlers';
import { cnicHandlers } from './cnic-handlers';
import { chatHandlers } from './chat-handlers';

/** Every handler by registry name; the parity test holds this equal to the registry. */
export const handlers: HandlerMap = {
  ...configHandlers,
  ...authHandlers,
  ...guestHandlers,
  ...profileHandlers,
  ...catalogHandlers,
  ...onboardingHandlers,
  ...orderHandlers,
  ...ekycHandlers,
  ...paymentHandlers,
  ...deliveryHandlers,
  ...serviceRequestHandlers,
  ...portInHandlers,
  ...loyaltyHandlers,
  ...accountHandlers,
  ...lineHandlers,
  ...lineBlockHandlers,
  ...airtimeHandlers,
  ...simReplacementHandlers,
  ...topupHandlers,
  ...notificationHandlers,
  ...cnicHandlers,
  ...chatHandlers,
  // Last: replaces the plan-switch entries above (and applies due switches before requests and lines are read).
  ...planSwitchHandlers,
};
