import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { Link, useSearch } from 'wouter';
import { parseFormConfig } from '../../../fields';
import { useApi } from '../../api/api-context';
import { setUserDetails, type UserDetails } from '../../auth/session-store';
import { isWebview } from '../../webview/webview-mode';
import { apiDetailsSource, FALLBACK_SETTINGS } from '../details/details-source';
import { detailsMessages } from '../details/messages';
import { ScreenMessages } from '../screen-messages';
import { captchaToken } from '../../integrations/captcha/captcha-token';
import { AccountFieldForm } from './account-field-form';
import { AccountPage, LoadFailed, Outcome, Skeletons } from './account-parts';
import { accountMessages } from './messages';
import { sortOrders } from './order-list';
import { EDITABLE_PERSONAL, deliveryAddressBody, personalInitialValues, profileUpdateBody } from './personal-details-values';

const PERSONAL_PATH = '/manage/update-personal-details';
const ADDRESS_PATH = '/manage/update-delivery-address-details';

function PersonalDetails() {
  const api = useApi();
  const queries = useQueryClient();
  const loaded = useQuery({
    queryKey: ['account-personal-form'],
    queryFn: async () => {
      const source = apiDetailsSource(api);
      const [config, settings, user] = await Promise.all([source.loadPersonalConfig(), source.loadSettings().catch(() => FALLBACK_SETTINGS), api.call('GET_USER_DETAILS')]);
      const fields = parseFormConfig(config, 'personal').fields.filter((f) => (EDITABLE_PERSONAL as readonly string[]).includes(f.name));
      return { fields, settings, user };
    },
    staleTime: 0,
  });
  if (loaded.isPending) return <Skeletons count={5} />;
  if (loaded.isError) return <LoadFailed onRetry={() => void loaded.refetch()} />;
  const { fields, settings, user } = loaded.data;
  return (
    <>
      <p className="hint">
        <FormattedMessage id="personal_email_elsewhere" />{' '}
        <Link href="/profile/email">
          <FormattedMessage id="profile_change_email" />
        </Link>
      </p>
      <AccountFieldForm
        path={PERSONAL_PATH}
        fields={fields}
        initialValues={personalInitialValues(user)}
        settings={settings}
        idPrefix="personal"
        saveLabelId="details_save"
        onSave={async (values) => {
          const updated = (await api.call('UPDATE_PROFILE', { body: profileUpdateBody(values) })) as UserDetails;
          setUserDetails(updated);
          queries.setQueryData(['GET_USER_DETAILS', {}], updated);
          // SPEC §2: inside the app the native side takes over once the profile is updated.
          if (isWebview()) window.location.assign('/profileUpdateEmailSuccess');
        }}
      />
    </>
  );
}

/** The order whose SIM is still to be delivered: the one asked for, else the newest unfinished one with a shipment. */
async function shipmentToCorrect(api: ReturnType<typeof useApi>, asked: string | null) {
  const refs = asked ? [asked] : sortOrders(await api.call('MANAGE_ORDER', { body: { captchaToken: await captchaToken() } })).map((o) => o.order_ref);
  for (const ref of refs) {
    const order = await api.call('GET_ORDER', { params: { orderReference: ref } });
    if (!order.shipmentRef || ['CANCELLED', 'FAILED', 'COMPLETED'].includes(order.status)) continue;
    const tracking = await api.call('GET_SHIPMENT_TRACKING', { params: { orderReference: ref } });
    if (tracking.method !== undefined && tracking.method !== 'DOORSTEP_DELIVERY') continue;
    if (tracking.status === 'DELIVERED') continue;
    return { orderRef: ref, shipmentRef: order.shipmentRef, address: (tracking.deliveryAddress ?? {}) as Record<string, unknown> };
  }
  return null;
}

function DeliveryAddress() {
  const api = useApi();
  const asked = new URLSearchParams(useSearch()).get('order_ref');
  const loaded = useQuery({
    queryKey: ['account-delivery-form', asked],
    queryFn: async () => {
      const source = apiDetailsSource(api);
      const [configs, settings, target] = await Promise.all([source.loadAddressConfigs(), source.loadSettings().catch(() => FALLBACK_SETTINGS), shipmentToCorrect(api, asked)]);
      const lookups = await source.lookupAddresses(settings.countryCode).catch(() => []);
      return { fields: parseFormConfig(configs.delivery, 'delivery').fields, settings, target, lookups };
    },
    staleTime: 0,
  });
  if (loaded.isPending) return <Skeletons count={6} />;
  if (loaded.isError) return <LoadFailed onRetry={() => void loaded.refetch()} />;
  const { fields, settings, target, lookups } = loaded.data;
  if (!target) {
    return (
      <div className="stack">
        <Outcome kind="info" messageId="address_nothing_to_correct" />
        <Link href="/orderlist">
          <FormattedMessage id="nav_orders" />
        </Link>
      </div>
    );
  }
  const names = fields.map((f) => f.name);
  const initial = Object.fromEntries(Object.entries(target.address).filter(([k, v]) => names.includes(k) && typeof v === 'string')) as Record<string, string>;
  return (
    <>
      <p>
        <FormattedMessage id="address_for_order" values={{ ref: target.orderRef }} />
      </p>
      <AccountFieldForm
        path={ADDRESS_PATH}
        fields={fields}
        initialValues={initial}
        settings={settings}
        idPrefix="delivery"
        saveLabelId="details_save"
        suggestZip={(typed) => lookups.filter((l) => l.postalCode.startsWith(typed))}
        onSave={(values) => api.call('UPDATE_SHIPMENT', { params: { shipmentRef: target.shipmentRef }, body: { deliveryAddress: deliveryAddressBody(values, names) } })}
      />
    </>
  );
}

function Shell({ titleId, children }: { titleId: string; children: React.ReactNode }) {
  return (
    <ScreenMessages messages={detailsMessages}>
      <ScreenMessages messages={accountMessages}>
        <AccountPage titleId={titleId}>{children}</AccountPage>
      </ScreenMessages>
    </ScreenMessages>
  );
}

/** /manage/update-personal-details: correct names, birth date and contact number (UPDATE_PROFILE). */
export function UpdatePersonalDetailsPage() {
  return (
    <Shell titleId="personal_title">
      <PersonalDetails />
    </Shell>
  );
}

/** /manage/update-delivery-address-details: correct where a SIM on its way is delivered (UPDATE_SHIPMENT). */
export function UpdateDeliveryAddressPage() {
  return (
    <Shell titleId="address_title">
      <DeliveryAddress />
    </Shell>
  );
}
