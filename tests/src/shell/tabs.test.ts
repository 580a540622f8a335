import { describe, expect, it } from 'vitest';
import { currentTab, showsTabs, TABS } from '../../../src/shell/header-rules';
import { fixedRoutes } from '../../../src/routes/fixed-routes';
import { openRequestsOf } from '../../../src/features/profile/recent';

describe('signed-in navigation (issue 29)', () => {
  it('each tab leads to a signed-in route that exists', () => {
    for (const t of TABS) expect(fixedRoutes.some((r) => r.path === t.href)).toBe(true);
  });
  it('marks the tab a page belongs to', () => {
    expect(currentTab('/profile')).toBe('home');
    expect(currentTab('/profile/recharge')).toBe('home');
    expect(currentTab('/profile/account')).toBe('account');
    expect(currentTab('/manage/past-service-requests')).toBe('account');
    expect(currentTab('/profile/email')).toBe('account');
    expect(currentTab('/profile/saved-payment-methods')).toBe('account');
    expect(currentTab('/manage/update-personal-details')).toBe('account');
    expect(currentTab('/manage/update-card/verify')).toBe('account');
    expect(currentTab('/orderlist')).toBe('orders');
    expect(currentTab('/profile/history')).toBe('history');
    expect(currentTab('/profile/history/receipt')).toBe('history');
    expect(currentTab('/manage/order')).toBe('orders');
    expect(currentTab('/web/pending-orders')).toBe('orders');
    expect(currentTab('/loyalty')).toBe('rewards');
    expect(currentTab('/loyalty/point-history')).toBe('rewards');
    expect(currentTab('/profilex')).toBeNull();
    expect(currentTab('/manage/sim-replacement-kyc')).toBeNull();
    expect(currentTab('/help')).toBeNull();
  });
  it('shows to a signed-in customer only: not to a guest, a telco user, or inside the app webview', () => {
    expect(showsTabs(true, undefined, false)).toBe(true);
    expect(showsTabs(false, undefined, false)).toBe(false);
    expect(showsTabs(true, { telco_user: true } as never, false)).toBe(false);
    expect(showsTabs(true, undefined, true)).toBe(false);
  });
});

describe("the home's open requests", () => {
  it('open ones only, newest first, three at most', () => {
    const r = (id: string, status: string, createdAt: number) => ({ id, status, createdAt });
    const list = [r('a', 'SUBMITTED', 1), r('b', 'CANCELLED', 9), r('c', 'IN_PROGRESS', 5), r('d', 'SUBMITTED', 7), r('e', 'SUBMITTED', 3), r('f', 'COMPLETED', 8)];
    expect(openRequestsOf(list).map((x) => x.id)).toEqual(['d', 'c', 'e']);
    expect(openRequestsOf([])).toEqual([]);
  });
});
