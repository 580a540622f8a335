import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { withMessages } from '../../i18n/screen-messages';
import { retailMessages } from './messages';
import './retail.css';
import { PageFrame } from '../../ui/page-frame';
import { Fact, MessageText } from '../../ui/message-text';
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

/**
 * Initial phone from the user agent (a webview on iOS says so); the customer can switch. Anything else is taken for
 * Android, most of our customers' phones: the page's first screen is built once for everyone (its page frame, drawn
 * with no phone's user agent), so it shows what most phones then keep, instead of changing under an Android reader.
 */
const phoneOf = (ua: string): Phone => (/iphone|ipad|ios/i.test(ua) ? 'iphone' : 'android');

function PhoneSettings() {
  const [phone, setPhone] = useState<Phone>(() => phoneOf(navigator.userAgent));
  return (
    <PageFrame titleId="phone_title" className="phone-settings" titleDomId="phone-title">
      <MessageText id="phone_intro" />
      <SegmentedControl legend={<FormattedMessage id="phone_which" />} name="phone" value={phone} onChange={setPhone} options={PHONES.map((p) => ({ value: p, label: <FormattedMessage id={`phone_${p}`} /> }))} />
      <section aria-labelledby="apn-title" className="card stack">
        <h2 id="apn-title">
          <FormattedMessage id="phone_apn_title" />
        </h2>
        <dl>
          {APN_SETTINGS.map((s) => (
            <div key={s.label} className="apn-row">
              <Fact labelId={s.label}>
                <bdi dir="ltr">
                  <code>{s.value}</code>
                </bdi>
              </Fact>
            </div>
          ))}
          <Fact labelId="phone_apn_auth">
            <FormattedMessage id="phone_apn_auth_value" />
          </Fact>
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
      <MessageText id="phone_restart" />
    </PageFrame>
  );
}

/** /phonesettings (app webview, no header or footer): APN and eSIM settings for the customer's phone. */
const PhoneSettingsPage = withMessages(retailMessages, PhoneSettings);
export default PhoneSettingsPage;
