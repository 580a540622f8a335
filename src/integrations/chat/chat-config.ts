import { displayNumber } from '../../domain/line-view';
import { recordOf } from '../../domain/parse';

/**
 * The support chat widget's setup (SPEC §9 "Support widget", §8 offline message), as pure data: the Zendesk
 * Web Widget commands the app sends after the script loads. All constants in one object.
 */
export const CHAT_CONFIG = {
  /** SPEC §9: vertical offset of the widget (clear of the app's bottom bar). */
  verticalOffset: '77px',
  /** SPEC §9: the chat transcript is not offered by email. */
  emailTranscript: false,
  /** SPEC §9: hidden on init; the header's chat button opens it. */
  hiddenOnInit: true,
  /** The widget script the sandbox gateway serves (a real deployment points this at the vendor's snippet). */
  scriptPath: '/integrations/support/snippet.js',
  scriptId: 'ze-snippet',
  /** The /zendesk page renders the widget into this element. */
  embedContainerId: 'embedded-messenger',
} as const;

/** One zE(...) call. */
export type WidgetCommand = [scope: string, command: string, ...args: unknown[]];

/** The signed-in customer as the widget is prefilled with (SPEC §9: firstName, email and contactNumber). */
export interface ChatCustomer {
  firstName?: string;
  email?: string;
  contactNumber?: string;
}

/** The customer fields from the stored user details; undefined for a visitor (nothing is prefilled). */
export function chatCustomerOf(stored: unknown): ChatCustomer | undefined {
  if (!stored) return undefined;
  const user = recordOf(stored);
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
  const telco = recordOf(user.telco_info);
  const customer: ChatCustomer = {};
  const firstName = text(user.first_name);
  const email = text(user.email);
  const kept = text(telco.phone_no) ?? text(user.contact_number) ?? text(user.contactNumber);
  // Written the one way the app shows numbers (issue 30: +92 300 1234567, not 923001234567).
  const contactNumber = kept && displayNumber(kept);
  if (firstName) customer.firstName = firstName;
  if (email) customer.email = email;
  if (contactNumber) customer.contactNumber = contactNumber;
  return customer;
}

/** The commands that set the widget up: hidden, offset, no email transcript, the offline message, language, prefill. */
export function widgetSetup(input: { language: 'en' | 'ur'; offlineMessage: string; customer?: ChatCustomer; brandColour?: string }): WidgetCommand[] {
  const commands: WidgetCommand[] = [];
  if (CHAT_CONFIG.hiddenOnInit) commands.push(['webWidget', 'hide']);
  commands.push([
    'webWidget',
    'updateSettings',
    {
      webWidget: {
        offset: { vertical: CHAT_CONFIG.verticalOffset, mobile: { vertical: CHAT_CONFIG.verticalOffset } },
        chat: { menuOptions: { emailTranscript: CHAT_CONFIG.emailTranscript }, offlineForm: { greeting: { '*': input.offlineMessage } } },
        // The widget's buttons and launcher in the brand's colour (the design token --color-brand), not the vendor's blue.
        ...(input.brandColour ? { color: { theme: input.brandColour, launcher: input.brandColour, button: input.brandColour } } : {}),
      },
    },
  ]);
  commands.push(['webWidget', 'setLocale', input.language]);
  const c = input.customer;
  if (c && (c.firstName || c.email || c.contactNumber)) {
    commands.push([
      'webWidget',
      'prefill',
      {
        ...(c.firstName ? { name: { value: c.firstName } } : {}),
        ...(c.email ? { email: { value: c.email } } : {}),
        ...(c.contactNumber ? { phone: { value: c.contactNumber } } : {}),
      },
    ]);
  }
  return commands;
}

/** The brand colour the page's design tokens set (--color-brand), for the widget; undefined outside a browser. */
export function brandColourOf(root: Element | undefined = typeof document === 'undefined' ? undefined : document.documentElement): string | undefined {
  const value = root ? getComputedStyle(root).getPropertyValue('--color-brand').trim() : '';
  return /^#[0-9a-f]{3,8}$/i.test(value) ? value : undefined;
}

/** The widget key from the webfront settings; a missing one is only logged (SPEC §8) and means no widget. */
export function supportKeyOf(settings: unknown, log: (message: string) => void = (m) => console.warn(m)): string | undefined {
  const key = (settings as { supportWidgetKey?: unknown } | null | undefined)?.supportWidgetKey;
  if (typeof key === 'string' && key.trim() !== '') return key.trim();
  log('Support chat: no supportWidgetKey in the webfront settings; the chat widget is not loaded.');
  return undefined;
}
