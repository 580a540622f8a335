/**
 * Issue 45 part 3: each kind of notification the gateway raises is worded in both languages and leads to a page of
 * the route table that acts on it (src/features/notifications/notification-view.ts).
 */
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '../../../../schemas/api/notifications';
import { NOTIFICATION_LINKS, notificationHref, notificationTextIds, INBOX_PATH } from '../../../../src/features/notifications/notification-view';
import { notificationMessages } from '../../../../src/features/notifications/messages';
import { cnicLinesMessages } from '../../../../src/features/cnic-lines/messages';
import { matchRoute } from '../../../../src/routes/match-route';

const params = { number: '923001234567', orderRef: 'ORD-1', requestId: 'SR-ABCD1234', type: 'CNIC_LINE_REPORT', status: 'COMPLETED', points: 10, renewsAt: 0, amount: 1, balance: 1 };

describe('notification words and links', () => {
  it.each(NOTIFICATION_KINDS)('%s leads to a signed-in page of the route table, with its parameters', (kind) => {
    const href = notificationHref({ kind, params });
    const url = new URL(href, 'http://x');
    const match = matchRoute(url.pathname);
    expect(match.kind, href).toBe('route');
    // Signed-in pages (the loyalty area asks for sign-in on its own pages, its layout's way).
    if (match.kind === 'route') expect(match.route.auth || match.route.layout === 'loyalty', href).toBe(true);
    // A parameter the page needs is carried, escaped.
    for (const value of url.searchParams.values()) expect(Object.values(params).map(String)).toContain(value);
  });

  it('every kind has its title, body and action in English and Urdu, and a kind this app does not know reads as something new', () => {
    for (const kind of [...NOTIFICATION_KINDS, 'SOMETHING_NEWER']) {
      for (const id of Object.values(notificationTextIds(kind))) {
        expect(notificationMessages.en[id], id).toBeTruthy();
        expect(notificationMessages.ur[id], id).toBeTruthy();
      }
    }
    expect(notificationHref({ kind: 'SOMETHING_NEWER' as never, params: {} })).toBe(INBOX_PATH);
    expect(Object.keys(NOTIFICATION_LINKS).sort()).toEqual([...NOTIFICATION_KINDS].sort());
  });

  it('the Urdu catalogues have every English key and no English words', () => {
    // The words of these two features.
    const own = (m: Record<string, string>) => Object.entries(m).filter(([id]) => /^(notif|cnic)_/.test(id));
    for (const m of [notificationMessages, cnicLinesMessages]) {
      expect(own(m.ur).map(([id]) => id).sort()).toEqual(own(m.en).map(([id]) => id).sort());
      for (const [id, text] of own(m.ur)) expect(text.replace(/\{[^}]*\}/g, ''), id).not.toMatch(/[A-Za-z]{2,}/);
    }
  });

  it('escapes what it puts in an address', () => {
    expect(notificationHref({ kind: 'REQUEST_STATUS', params: { requestId: 'a&b=c' } })).toBe('/manage/service-request-status?requestId=a%26b%3Dc');
  });
});
