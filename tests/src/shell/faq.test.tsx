// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { shellMessages } from '../../../src/i18n/shell-messages';
import FaqBlock from '../../../src/shell/faq-block';
import { FaqSlot } from '../../../src/shell/faq-slot';
import onboarding from '../../../journeys/onboarding.json';
import { faqMessages } from '../../../src/shell/faq-content';
import { HELP_PATH } from '../../../src/shell/help-paths';
import { FAQ_GROUPS, faqGroupFor, faqItemIds, savedProductType, shownFaqGroup, type FaqGroupName } from '../../../src/shell/faq-groups';
import { joinUrduWords } from '../../../src/i18n/urdu-joins';

afterEach(cleanup);

describe('FAQ groups (SPEC §9)', () => {
  it.each([
    { path: '/web/login', productType: undefined, group: 'login', shown: undefined },
    { path: '/web/signup', productType: undefined, group: 'signup', shown: undefined },
    { path: '/web/verify-otp/login', productType: undefined, group: 'verify-otp', shown: undefined },
    { path: '/web/verify-otp/signup', productType: undefined, group: 'verify-otp', shown: undefined },
    { path: '/web/pre-checkout', productType: undefined, group: 'pre-checkout', shown: 'pre-checkout' },
    { path: '/web/pre-checkout/?x=1', productType: undefined, group: 'pre-checkout', shown: 'pre-checkout' },
    { path: '/web/addon-selection', productType: undefined, group: 'addon', shown: 'addon' },
    { path: '/web/connection-details', productType: undefined, group: 'connection', shown: 'connection' },
    { path: '/web/connection-details/port-in', productType: undefined, group: 'connection', shown: 'connection' },
    { path: '/web/personal-details', productType: undefined, group: 'personal', shown: 'personal' },
    { path: '/web/address-details', productType: undefined, group: 'billing', shown: 'billing' },
    { path: '/web/order-summary', productType: 'prepaid', group: 'order-summary-prepaid', shown: 'order-summary-prepaid' },
    { path: '/web/order-summary', productType: 'postpaid', group: 'order-summary-postpaid', shown: 'order-summary-postpaid' },
    { path: '/web/order-summary', productType: 'hybrid', group: 'order-summary-prepaid', shown: 'order-summary-prepaid' },
    { path: '/web/order-summary', productType: undefined, group: 'order-summary-prepaid', shown: 'order-summary-prepaid' },
    { path: '/web/payment', productType: undefined, group: undefined, shown: undefined },
    { path: '/loyalty', productType: undefined, group: undefined, shown: undefined },
  ])('$path ($productType) → group $group, shown $shown', ({ path, productType, group, shown }) => {
    expect(faqGroupFor(path, productType)).toBe(group);
    expect(shownFaqGroup(path, productType)).toBe(shown);
  });

  it('login, signup and verify OTP are disabled; the others have two to four items each', () => {
    for (const [name, group] of Object.entries(FAQ_GROUPS)) {
      if (['login', 'signup', 'verify-otp'].includes(name)) expect(group.enabled, name).toBe(false);
      else {
        expect(group.enabled, name).toBe(true);
        expect(group.items, name).toBeGreaterThanOrEqual(2);
        expect(group.items, name).toBeLessThanOrEqual(4);
      }
    }
  });

  it('every FAQ text exists in English and in real Urdu (Arabic script, not a copy of the English)', () => {
    const ids = ['faq_title', 'faq_more', ...Object.keys(FAQ_GROUPS).flatMap((g) => faqItemIds(g as FaqGroupName).flatMap((i) => [i.question, i.answer]))];
    for (const id of ids) {
      expect(faqMessages.en[id], id).toBeTruthy();
      expect(faqMessages.ur[id], id).toMatch(/[\u0600-\u06FF]/);
      expect(faqMessages.ur[id], id).not.toBe(faqMessages.en[id]);
    }
    expect(Object.keys(faqMessages.ur).sort()).toEqual(Object.keys(faqMessages.en).sort());
    expect(Object.keys(faqMessages.en).sort()).toEqual([...ids].sort());
  });

  it.each([
    { stored: JSON.stringify({ journeyId: 'onboarding', snapshot: { context: { data: { productType: 'postpaid' } } } }), expected: 'postpaid' },
    { stored: 'not json', expected: undefined },
    { stored: undefined, expected: undefined },
  ])('product type from the saved journey: $expected', ({ stored, expected }) => {
    const storage = { getItem: (k: string) => (k === 'journey:onboarding' ? (stored ?? null) : null) } as Storage;
    expect(savedProductType(storage)).toBe(expected);
  });
});

function mount(group: FaqGroupName, language: 'en' | 'ur') {
  render(
    <IntlProvider locale={language === 'ur' ? 'ur-PK' : 'en-PK'} messages={shellMessages[language]}>
      <FaqBlock group={group} words={faqMessages} />
    </IntlProvider>,
  );
}

describe('FAQ block: a disclosure list', () => {
  it('each question is a button with aria-expanded that shows and hides its answer, by mouse and keyboard', async () => {
    const user = userEvent.setup();
    mount('pre-checkout', 'en');
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeTruthy();
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(3);
    const first = screen.getByRole('button', { name: faqMessages.en.faq_pre_checkout_q1 });
    const answer = document.getElementById(first.getAttribute('aria-controls') ?? '');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(answer?.hidden).toBe(true);
    await user.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(answer?.hidden).toBe(false);
    expect(answer?.textContent).toBe(faqMessages.en.faq_pre_checkout_a1);
    await user.keyboard('{Enter}');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: faqMessages.en.faq_pre_checkout_q2 }).getAttribute('aria-expanded')).toBe('true');
    // Issue 46: "More questions" stays inside the product, in the same tab.
    const more = screen.getByRole('link', { name: 'More questions' });
    expect(more.getAttribute('href')).toBe(HELP_PATH);
    expect(more.getAttribute('target')).toBeNull();
  });

  it('Urdu texts; "more" leads to the help page', () => {
    mount('order-summary-postpaid', 'ur');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(faqMessages.ur.faq_title);
    // Urdu words of several written words are kept whole with a non-breaking space (src/i18n/urdu-joins.ts).
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([1, 2, 3].map((n) => joinUrduWords(faqMessages.ur[`faq_order_summary_postpaid_q${n}`]!)));
    expect(screen.getByRole('link', { name: joinUrduWords(faqMessages.ur.faq_more!) }).getAttribute('href')).toBe(HELP_PATH);
  });
});

describe('FAQ slot: the page\'s language\'s words, loaded apart', () => {
  // Every step of the purchase that shows a FAQ (journeys/onboarding.json), as a saved purchase opens it.
  const steps = onboarding.steps.map((s) => s.path).filter((path) => shownFaqGroup(path, savedProductType()));
  // Under a page that has drawn (its heading, nothing loading), as the app shows it.
  const slot = (path: string, language: 'en' | 'ur', page = <h1>Step</h1>) => (
    <IntlProvider locale={language === 'ur' ? 'ur-PK' : 'en-PK'} messages={shellMessages[language]}>
      <main id="main">
        {page}
        <FaqSlot path={path} />
      </main>
    </IntlProvider>
  );
  const questions = (path: string, language: 'en' | 'ur') =>
    faqItemIds(shownFaqGroup(path, savedProductType())!).map((ids) => (language === 'ur' ? joinUrduWords(faqMessages.ur[ids.question]!) : faqMessages.en[ids.question]));

  it('the purchase has steps with a FAQ', () => expect(steps.length).toBeGreaterThan(1));

  it.each(steps)('%s: a language switch in place shows the block in the new language, and back', async (path) => {
    const view = render(slot(path, 'en'));
    expect((await screen.findAllByRole('button')).map((b) => b.textContent)).toEqual(questions(path, 'en'));
    view.rerender(slot(path, 'ur'));
    expect((await screen.findByRole('heading', { level: 2, name: joinUrduWords(faqMessages.ur.faq_title!) })).textContent).toBeTruthy();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(questions(path, 'ur'));
    view.rerender(slot(path, 'en'));
    expect(await screen.findByRole('heading', { level: 2, name: faqMessages.en.faq_title })).toBeTruthy();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(questions(path, 'en'));
  });

  it('waits under a page still loading, and shows once the page has drawn: it is not pushed down by the page', async () => {
    const path = steps[0]!;
    const loading = (
      <>
        <h1>Step</h1>
        <div className="skeleton" />
      </>
    );
    const view = render(slot(path, 'en', loading));
    // Once the block's code and words would have arrived, it still does not show while the skeleton is there.
    await act(async () => {
      await Promise.all([import('../../../src/shell/faq-block'), import('../../../src/shell/faq-words-en')]);
    });
    expect(screen.queryAllByRole('button')).toEqual([]);
    view.rerender(slot(path, 'en'));
    expect((await screen.findAllByRole('button')).map((b) => b.textContent)).toEqual(questions(path, 'en'));
  });
});
