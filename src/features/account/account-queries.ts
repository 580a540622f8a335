import { parseFormConfig } from '../../../fields';
import type { ApiClient } from '../../api/api-client';
import { captchaToken } from '../../integrations/captcha/captcha-token';
import { apiDetailsSource, FALLBACK_SETTINGS } from '../details';
import { sortOrders } from './order-list';
import { EDITABLE_PERSONAL } from './personal-details-values';
import { queryKeys } from '../../api/queries';

/** The customer's orders: a fresh ALTCHA answer per call (issue 12). */
const listOrders = async (api: ApiClient) => api.call('MANAGE_ORDER', { body: { captchaToken: await captchaToken() } });

/** The order whose SIM is still to be delivered: the one asked for, else the newest unfinished one with a shipment. */
async function shipmentToCorrect(api: ApiClient, asked: string | null) {
  const refs = asked ? [asked] : sortOrders(await listOrders(api)).map((o) => o.order_ref);
  for (const ref of refs) {
    const order = await api.call('GET_ORDER', { params: { orderReference: ref } });
    if (!order.shipmentRef || ['CANCELLED', 'FAILED', 'COMPLETED'].includes(order.status)) continue;
    const tracking = await api.call('GET_SHIPMENT_TRACKING', { params: { orderReference: ref } });
    if (tracking.method !== undefined && tracking.method !== 'DOORSTEP_DELIVERY') continue;
    if (tracking.status === 'DELIVERED') continue;
    return { orderRef: ref, shipmentRef: order.shipmentRef, address: tracking.deliveryAddress ?? {} };
  }
  return null;
}

/** Shared query: the personal details form (its editable fields, the settings) and the customer's details. */
export function personalFormQuery(api: ApiClient) {
  return {
    queryKey: queryKeys.accountPersonalForm(),
    queryFn: async () => {
      const source = apiDetailsSource(api);
      const [config, settings, user] = await Promise.all([source.loadPersonalConfig(), source.loadSettings().catch(() => FALLBACK_SETTINGS), api.call('GET_USER_DETAILS')]);
      const fields = parseFormConfig(config, 'personal').fields.filter((f) => (EDITABLE_PERSONAL as readonly string[]).includes(f.name));
      return { fields, settings, user };
    },
    staleTime: 0,
  };
}

/** Shared query: the delivery address form, the shipment to correct (none when nothing is on its way) and the zip lookups. */
export function deliveryFormQuery(api: ApiClient, asked: string | null) {
  return {
    queryKey: queryKeys.accountDeliveryForm(asked),
    queryFn: async () => {
      const source = apiDetailsSource(api);
      const [configs, settings, target] = await Promise.all([source.loadAddressConfigs(), source.loadSettings().catch(() => FALLBACK_SETTINGS), shipmentToCorrect(api, asked)]);
      const lookups = await source.lookupAddresses(settings.countryCode).catch(() => []);
      return { fields: parseFormConfig(configs.delivery, 'delivery').fields, settings, target, lookups };
    },
    staleTime: 0,
  };
}
