/**
 * The product's icons: one set, Lucide (ISC licence, lucide.dev), 24×24 outline at stroke 2, copied in as path data
 * so no icon package is loaded (issue 46). Directional icons (chevron, back) are mirrored in Urdu by ui.css (`.icon-flip`).
 * A module lives in one chunk, with every export any chunk uses: this one is in every page's entry (the tab bar draws
 * from it), so it holds the icons of the shell, of the shared view parts and of the usage view (which a wizard's
 * screens draw too); the account pages' own icons are in account-icons.ts, which only their chunks load (issue 47).
 */
export type IconPaths = readonly string[];

/** Mobile data: arrows down and up (never the Wi-Fi fan). Lucide arrow-down-up. */
export const iconData: IconPaths = ['m3 16 4 4 4-4', 'M7 20V4', 'm21 8-4-4-4 4', 'M17 4v16'];
export const iconPhone: IconPaths = [
  'M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72 12.84 12.84 0 0 0 .7 2.81 2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45 12.84 12.84 0 0 0 2.81.7A2 2 0 0 1 22 16.92z',
];
export const iconSms: IconPaths = ['M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z'];
/** A SIM card (Lucide card-sim). */
export const iconSim: IconPaths = [
  'M14.17 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7.83a2 2 0 0 0-.59-1.42l-3.82-3.82A2 2 0 0 0 14.17 2z',
  'M9 10h6a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1v-6a1 1 0 0 1 1-1z',
  'M8 14h8',
  'M12 14v4',
];
export const iconUser: IconPaths = ['M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2', 'M12 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8z'];
/** Forward (mirrored in Urdu). */
export const iconChevron: IconPaths = ['m9 18 6-6-6-6'];
/** Back (mirrored in Urdu). */
export const iconBack: IconPaths = ['m12 19-7-7 7-7', 'M19 12H5'];
export const iconReceipt: IconPaths = ['M4 2v20l2-1 2 1 2-1 2 1 2-1 2 1 2-1 2 1V2l-2 1-2-1-2 1-2-1-2 1-2-1-2 1Z', 'M14 8H8', 'M16 12H8', 'M13 16H8'];
export const iconTruck: IconPaths = [
  'M14 18V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v11a1 1 0 0 0 1 1h2',
  'M15 18H9',
  'M19 18h2a1 1 0 0 0 1-1v-3.65a1 1 0 0 0-.22-.62l-3.48-4.35A1 1 0 0 0 17.52 8H14',
  'M17 16a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  'M7 16a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
];
export const iconCheck: IconPaths = ['M20 6 9 17l-5-5'];
/** An exclamation (a failure); an "i" (news): each drawn inside a round badge. */
export const iconWarning: IconPaths = ['M12 6v8', 'M12 18h.01'];
export const iconNotice: IconPaths = ['M12 18v-7', 'M12 6h.01'];
export const iconHistory: IconPaths = ['M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8', 'M3 3v5h5', 'M12 7v5l4 2'];
export const iconStar: IconPaths = [
  'M11.53 2.3a.53.53 0 0 1 .95 0l2.31 4.68a2.12 2.12 0 0 0 1.6 1.16l5.16.76a.53.53 0 0 1 .3.9l-3.74 3.64a2.12 2.12 0 0 0-.61 1.88l.88 5.14a.53.53 0 0 1-.77.56l-4.62-2.43a2.12 2.12 0 0 0-1.97 0L6.4 21.01a.53.53 0 0 1-.77-.56l.88-5.14a2.12 2.12 0 0 0-.61-1.88L2.16 9.8a.53.53 0 0 1 .3-.91l5.16-.75a2.12 2.12 0 0 0 1.6-1.16z',
];
/** Home (Lucide house): the tab bar's first place. */
export const iconHome: IconPaths = [
  'M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8',
  'M3 10a2 2 0 0 1 .709-1.528l7-5.999a2 2 0 0 1 2.582 0l7 5.999A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z',
];
/** Close (Lucide x): a dialog's or a toast's close button. */
export const iconClose: IconPaths = ['M18 6 6 18', 'm6 6 12 12'];
