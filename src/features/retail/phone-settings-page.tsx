import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { withMessages } from '../../i18n/screen-messages';
import { retailMessages } from './messages';
import './retail.css';
import { PageFrame } from '../../ui/page-frame';
import { SegmentedControl } from '../../ui/segmented-control';

/**
 * The operator's APN (SPEC is silent on the values: see docs/decisions/2026-11-23-paylinks-retail-and-app-pages.md);
 * numbers and codes read left to right.
 */
export const APN_SETTINGS = [
  { label: 'phone_apn_name', value: 'Internet' },
  { label: 'phone_apn_apn', value: 'internet' },
  { label: 'phone_apn_type', value: 'default,supl' },
  { label: 'phone_apn_mcc', value: '410' },
  { label: 'phone_apn_mnc', value: '08' },
] as const;

type Phone = 'iphone' | 'android';
const PHONES: readonly Phone[] = ['iphone', 'android'];

/** Initial phone from the user agent (a webview on Android says so); the customer can switch. */
const phoneOf = (ua: string): Phone => (/iphone|ipad|ios/i.test(ua) ? 'iphone' : /android/i.test(ua) ? 'android' : 'iphone');

function PhoneSettings() {
  const [phone, setPhone] = useState<Phone>(() => phoneOf(navigator.userAgent));
  return (
    <PageFrame titleId="phone_title" className="phone-settings" titleDomId="phone-title">
      <p>
        <FormattedMessage id="phone_intro" />
      </p>
      <SegmentedControl legend={<FormattedMessage id="phone_which" />} name="phone" value={phone} onChange={setPhone} options={PHONES.map((p) => ({ value: p, label: <FormattedMessage id={`phone_${p}`} /> }))} />
      <section aria-labelledby="apn-title" className="card stack">
        <h2 id="apn-title">
          <FormattedMessage id="phone_apn_title" />
        </h2>
        <dl>
          {APN_SETTINGS.map((s) => (
            <div key={s.label} className="apn-row">
              <dt>
                <FormattedMessage id={s.label} />
              </dt>
              <dd>
                <bdi dir="ltr">
                  <code>{s.value}</code>
                </bdi>
              </dd>
            </div>
          ))}
          <dt>
            <FormattedMessage id="phone_apn_auth" />
          </dt>
          <dd>
            <FormattedMessage id="phone_apn_auth_value" />
          </dd>
        </dl>
        <p>
          <FormattedMessage id={`phone_apn_steps_${phone}`} />
        </p>
      </section>
      <section aria-labelledby="esim-settings-title" className="card stack">
        <h2 id="esim-settings-title">
          <FormattedMessage id="phone_esim_title" />
        </h2>
        <ol>
          <li>
            <FormattedMessage id="phone_esim_check" />
          </li>
          <li>
            <FormattedMessage id={`phone_esim_steps_${phone}`} />
          </li>
          <li>
            <FormattedMessage id="phone_esim_wifi" />
          </li>
        </ol>
      </section>
      <p>
        <FormattedMessage id="phone_restart" />
      </p>
    </PageFrame>
  );
}

/** /phonesettings (app webview, no header or footer): APN and eSIM settings for the customer's phone. */
const PhoneSettingsPage = withMessages(retailMessages, PhoneSettings);
export default PhoneSettingsPage;
