import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { useSearch } from 'wouter';
import { useApi } from '../../api/api-context';
import type { UserDetails } from '../../auth/session-store';
import { isWebview } from '../../webview/webview-mode';
import { detailsMessages } from '../details';
import { AccountFieldForm } from './account-field-form';
import { AccountPage, BackToAccount, LoadFailed, Outcome, Skeletons } from './account-parts';
import { deliveryFormQuery, personalFormQuery } from './account-queries';
import { joinMessages, ScreenMessages } from '../../i18n/screen-messages';
import { accountFormMessages } from './account-form-messages';
import { accountPartsMessages } from './account-parts-messages';
import { personalInitialValues } from '../details';
import { useAccountDetailsWork } from './use-account-details';
import { endpointQueryKey } from '../../api/queries';
import { MessageLink, MessageText } from '../../ui/message-text';

const PERSONAL_PATH = '/manage/update-personal-details';
const ADDRESS_PATH = '/manage/update-delivery-address-details';

function PersonalDetails() {
  const api = useApi();
  const queries = useQueryClient();
  const loaded = useQuery(personalFormQuery(api));
  const { work, result, send } = useAccountDetailsWork();
  const saved = (result as { user?: UserDetails } | null)?.user;
  useEffect(() => {
    if (!saved) return;
    queries.setQueryData(endpointQueryKey('GET_USER_DETAILS'), saved);
    // SPEC §2: inside the app the native side takes over once the profile is updated.
    if (isWebview()) window.location.assign('/profileUpdateEmailSuccess');
  }, [saved, queries]);
  // Where the email is changed is said while the form loads too: it is the page's largest text, painted first (issue 47).
  const elsewhere = (
    <p className="hint">
      <FormattedMessage id="personal_email_elsewhere" />{' '}
      <MessageLink href="/profile/email" id="profile_change_email" />
    </p>
  );
  if (loaded.isPending)
    return (
      <>
        {elsewhere}
        <Skeletons count={5} />
      </>
    );
  if (loaded.isError) return <LoadFailed onRetry={() => void loaded.refetch()} />;
  const { fields, settings, user } = loaded.data;
  return (
    <>
      {elsewhere}
      <AccountFieldForm
        path={PERSONAL_PATH}
        fields={fields}
        initialValues={personalInitialValues(user)}
        settings={settings}
        idPrefix="personal"
        saveLabelId="details_save"
        work={work}
        onSave={(values) => send({ type: 'SAVE_PERSONAL', values })}
      />
    </>
  );
}

function DeliveryAddress() {
  const api = useApi();
  const asked = new URLSearchParams(useSearch()).get('order_ref');
  const loaded = useQuery(deliveryFormQuery(api, asked));
  const { work, send } = useAccountDetailsWork();
  if (loaded.isPending) return <Skeletons count={6} />;
  if (loaded.isError) return <LoadFailed onRetry={() => void loaded.refetch()} />;
  const { fields, settings, target, lookups } = loaded.data;
  if (!target) {
    return (
      <div className="stack">
        <Outcome kind="info" messageId="address_nothing_to_correct" />
        <MessageLink href="/orderlist" id="nav_orders" />
      </div>
    );
  }
  const names = fields.map((f) => f.name);
  const initial = Object.fromEntries(Object.entries(target.address).filter(([k, v]) => names.includes(k) && typeof v === 'string')) as Record<string, string>;
  return (
    <>
      <MessageText id="address_for_order" values={{ ref: target.orderRef }} />
      <AccountFieldForm
        path={ADDRESS_PATH}
        fields={fields}
        initialValues={initial}
        settings={settings}
        idPrefix="delivery"
        saveLabelId="details_save"
        suggestZip={(typed) => lookups.filter((l) => l.postalCode.startsWith(typed))}
        work={work}
        onSave={(values) => send({ type: 'SAVE_ADDRESS', values, shipmentRef: target.shipmentRef, fieldNames: names })}
      />
    </>
  );
}

/** The words these two pages use of the account's: its parts' and its forms' (not the orders', home's, email's, cards'). */
const updateMessages = joinMessages(accountPartsMessages, accountFormMessages);

function Shell({ titleId, leadId, children }: { titleId: string; leadId?: string; children: React.ReactNode }) {
  return (
    <ScreenMessages messages={detailsMessages}>
      <ScreenMessages messages={updateMessages}>
        <AccountPage titleId={titleId} leadId={leadId}>
          <BackToAccount />
          {children}
        </AccountPage>
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
    <Shell titleId="address_title" leadId="address_lead">
      <DeliveryAddress />
    </Shell>
  );
}
