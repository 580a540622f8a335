/**
 * How a customer answers each wizard screen, in one place: one small script per step that fills the screen's form
 * the way a person would (for the path's data world: eSIM or physical SIM, a new number or one brought along) and
 * presses its Continue. The browser replay of QA's paths (tests/e2e/support/path-replay.ts) runs the script of each
 * step a path shows, in the path's order, against the sandbox gateway and the built app.
 */
import type { Page } from 'playwright-core';
import { gatewayClient, latestCode as outboxCode } from '../../gateway/harness';
import { signUp } from '../../gateway/auth-flow';
import { chooseDocumentImages, fillDocumentFacts } from './ekyc-form';
import { payByCard } from './card-entry';
import { placesOfKnownCode, typePostalCode } from './address-form';
import type { Stack } from './harness';
import { customerWithLine, type CustomerWithLine } from './customer-with-line';
import { subscriptionMessages } from '../../../src/features/subscriptions/messages';
import { lowBalanceCustomer } from '../../gateway/airtime-fixtures';

/** What a screen's script knows: the page, the stack, the customer walking, and the path's data world. */
export interface Walk {
  page: Page;
  stack: Stack;
  world: Record<string, unknown>;
  signedIn: boolean;
  who: { email: string; cnic: string; phone: string };
  /** A signed-in customer's line (the manage journeys), made by the journey's begin. */
  line?: CustomerWithLine;
}

export interface JourneyAnswers {
  /**
   * Why the sandbox gateway cannot make a data world this journey's paths are walked in (it decides that data, not
   * the customer), or undefined when a customer can walk it.
   */
  unreachable(world: Record<string, unknown>): string | undefined;
  /** Opens the journey's first step for the customer (signed in or not). */
  begin(walk: Walk, firstPath: string): Promise<void>;
  /** One script per step: fill the screen, press Continue. */
  screens: Record<string, (walk: Walk) => Promise<void>>;
  /** Where the page ends for this world, when not the journey's completePath (a paid child's own success page). */
  endsAt?(world: Record<string, unknown>): string | undefined;
}

let counter = 0;
/**
 * A fresh customer: own email, CNIC (the sandbox allows a few lines per CNIC) and contact number (the gateway sends
 * at most 5 codes to one number in 15 minutes: a visitor's guest verification texts it).
 */
export function freshCustomer(tag: string): Walk['who'] {
  counter += 1;
  return { email: `replay-${tag}-${Date.now().toString(36)}-${counter}@example.pk`, cnic: `3520${String(Date.now() % 1e8).padStart(8, '0')}${counter % 10}`, phone: `300${String((Date.now() + counter) % 1e7).padStart(7, '0')}` };
}

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const text = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const code = (stack: Stack, recipient: string) => outboxCode(gatewayClient(stack.gatewayUrl), recipient);

/** Fills a box only when the screen did not fill it already (a signed-in customer's email is known). */
async function fillIfEmpty(page: Page, name: string, value: string) {
  const box = text(page, name);
  if ((await box.count()) && (await box.isEditable()) && !(await box.inputValue())) await box.fill(value);
}

/** The purchase (journeys/onboarding.json), as in tests/e2e/purchase.e2e.ts. */
const onboarding: JourneyAnswers = {
  unreachable(world) {
    if (world.simType === 'esim' && world.esimDeliveryNeeded === true) return "the sandbox's eSIM specification needs no delivery";
    if (world.kycRequired === false) return 'the sandbox asks every purchase for its eKYC';
    if (world.paymentRequired === false) return 'every plan of the sandbox costs something';
    return undefined;
  },
  async begin(walk, firstPath) {
    if (walk.signedIn) {
      const { token } = await signUp(gatewayClient(walk.stack.gatewayUrl), walk.who.email);
      await walk.page.goto(`${walk.stack.app.url}${firstPath}?auth_token=${token}`);
      await walk.page.waitForURL((u) => !u.search.includes('auth_token'));
    } else await walk.page.goto(`${walk.stack.app.url}${firstPath}`);
  },
  screens: {
    async preCheckout({ page }) {
      await page.getByRole('button', { name: 'Choose Monthly Prepaid' }).click();
    },
    async addonSelection({ page }) {
      await page.getByRole('checkbox', { name: /Extra 10 GB/ }).check();
      await next(page);
    },
    async connectionDetails({ page, world }) {
      if (world.simType === 'esim') await page.getByRole('radio', { name: 'eSIM' }).check();
      if (world.numberType === 'PORT_IN') await page.getByRole('radio', { name: 'Bring my number' }).check();
      else {
        await page.getByRole('radio', { name: /^Choose \+92/ }).first().check();
        await page.getByText(/is reserved for you/).waitFor();
      }
      await next(page);
    },
    async portInDetails({ page, stack }) {
      await page.getByLabel('Current operator').selectOption('jazz');
      const number = `321${String(Date.now() % 1e7).padStart(7, '0')}`;
      await page.getByLabel('Current mobile number').fill(number);
      await page.getByRole('button', { name: 'Check eligibility' }).click();
      await page.getByText('Your number can be moved to us.').waitFor();
      await page.getByLabel('Code sent to your number').fill(await code(stack, `92${number}`));
      // The sixth digit sends the code: no button to press (issue 46).
      await page.getByText('Number verified.').waitFor();
      await next(page);
    },
    async personalDetails({ page, who, world }) {
      await text(page, 'First name').fill('Ayesha');
      await text(page, 'Last name').fill('Khan');
      const dob = page.getByRole('group', { name: 'Date of birth' });
      await dob.getByLabel('Day').selectOption('15');
      await dob.getByLabel('Month').selectOption('06');
      await dob.getByLabel('Year').selectOption('1990');
      await fillIfEmpty(page, 'Contact number', who.phone);
      await fillIfEmpty(page, 'Email', who.email);
      await text(page, 'CNIC number').pressSequentially(who.cnic);
      // Typed once (issue 46): leaving the box checks it.
      await text(page, 'CNIC number').blur();
      // A new-number customer's CNIC is checked on leaving the box (SPEC §5); a port-in customer's is not.
      if (world.numberType !== 'PORT_IN') await page.locator('#personal-CNICNumber-note').waitFor();
      await next(page);
    },
    async addressDetails({ page }) {
      await typePostalCode(page, '54000');
      await text(page, 'Address line 1').fill('12 Mall Road');
      await page.getByRole('radio', { name: '12:00–15:00' }).first().check();
      await next(page);
    },
    async manualEkyc({ page }) {
      // The CNIC and contact number come from personal details (shown, not asked again); the rest is typed here.
      await page.getByRole('region', { name: 'From the details you gave us' }).waitFor();
      await fillDocument(page);
      await page.getByRole('button', { name: 'Submit' }).click();
    },
    async orderSummary({ page, stack, signedIn, who }) {
      await page.getByRole('checkbox', { name: 'I agree to the Terms of use' }).check();
      await page.getByRole('checkbox', { name: 'I agree to the Privacy policy' }).check();
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      if (signedIn) return;
      // A visitor verifies the email first (the gate of the summary's work): one code from the outbox.
      const dialog = page.getByRole('dialog', { name: 'Verify your email' });
      await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
      await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
      await page.keyboard.type(await code(stack, who.email));
      // The sixth digit sends the code: no button to press (issue 46).
    },
    async selectPaymentMethods({ page }) {
      await page.getByRole('radio', { name: 'Debit or credit card' }).check();
      await next(page);
    },
    payment: ({ page }) => payByCard(page),
  },
};

/** The eKYC form's document part as a customer fills it: expiry, name, gender and the three images. */
async function fillDocument(page: Page) {
  await fillDocumentFacts(page);
  await chooseDocumentImages(page);
  await page.getByRole('img', { name: 'Preview of the chosen image' }).nth(2).waitFor();
}

/**
 * A manage journey's summary and payment: a free request is confirmed with the summary's own button and ends on its
 * status page; a paid one goes on to pay by card and ends on the payment's success page.
 */
function summaryAndPayment(freeButton: string) {
  return {
    summary: ({ page, world }: Walk) => page.getByRole('button', { name: world.paymentRequired === false ? freeButton : 'Continue to payment' }).click(),
    pay: ({ page }: Walk) => payByCard(page),
    endsAt: (world: Record<string, unknown>) => (world.paymentRequired === false ? '/manage/service-request-status' : '/manage/payment-success'),
  };
}
const switchPays = summaryAndPayment('Confirm switch');
const replacementPays = summaryAndPayment('Confirm request');

/** A signed-in customer with an active line opens the journey's first step for that line. */
async function withLine(walk: Walk, firstPath: string) {
  walk.line = await customerWithLine(walk.stack);
  await walk.line.signIn(walk.page, `${firstPath}?number=${walk.line.number}`);
}

/** The plan switch (journeys/plan-switch.json), as in tests/e2e/plan-switch.e2e.ts: a dearer plan is paid, a cheaper one is free. */
const planSwitch: JourneyAnswers = {
  unreachable: () => undefined,
  begin: withLine,
  screens: {
    async planSwitchPlans({ page, world }) {
      await page.getByRole('button', { name: world.paymentRequired === false ? 'Choose Weekly Prepaid' : 'Choose Group Prepaid' }).click();
    },
    async planSwitchPlanDetails({ page }) {
      await page.getByRole('button', { name: 'Continue' }).click();
    },
    planSwitchOrderSummary: switchPays.summary,
    planSwitchPayment: switchPays.pay,
  },
  endsAt: switchPays.endsAt,
};

/** The termination (journeys/termination.json), as in tests/e2e/manage-line.e2e.ts: a reason, the win-back declined, the number typed again. */
const termination: JourneyAnswers = {
  unreachable: () => undefined,
  begin: withLine,
  screens: {
    async terminateNumber({ page }) {
      await page.getByRole('radio', { name: 'Price' }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
    },
    async terminateNumberSubmit({ page, line }) {
      await page.getByRole('button', { name: 'No thanks, continue to terminate' }).click();
      await page.getByLabel(/Type the number .* to confirm/).fill(`0${line!.number.slice(2)}`);
      await page.getByRole('button', { name: /^Terminate / }).click();
    },
    async terminateNumberSuccess({ page }) {
      // The last step says the request is in; the customer leaves it by the page's own links.
      await page.getByTestId('termination-requested').waitFor();
    },
  },
};

/** The SIM replacement (journeys/sim-replacement.json), as in tests/e2e/sim-replacement.e2e.ts. */
const simReplacement: JourneyAnswers = {
  unreachable(world) {
    const esim = world.simType === 'esim';
    if (esim && world.paymentRequired !== false) return 'the sandbox replaces an eSIM free of charge';
    if (!esim && world.paymentRequired === false) return 'the sandbox charges for a physical SIM replacement';
    return undefined;
  },
  begin: (walk, firstPath) => withLine(walk, firstPath),
  screens: {
    async simReplacementOrderRequest({ page, world }) {
      const esim = world.simType === 'esim';
      await page.getByRole('radio', { name: esim ? 'I want an eSIM instead' : 'It is damaged' }).check();
      await page.getByRole('radio', { name: esim ? /^eSIM/ : /^Physical SIM/ }).check();
      await page.getByRole('checkbox', { name: /I agree that my current SIM stops working/ }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
    },
    async simReplacementKyc({ page, who }) {
      // The signed-in customer's number is known: the CNIC is asked once, the contact number not at all.
      await page.getByLabel('ID type').waitFor();
      if (await page.getByLabel('Nationality').count()) await page.getByLabel('Nationality').selectOption('Pakistani');
      await page.getByRole('textbox', { name: 'CNIC number', exact: true }).pressSequentially(who.cnic);
      await fillDocument(page);
      await page.getByRole('button', { name: 'Next' }).click();
    },
    async simReplacementDeliveryDetails({ page }) {
      await page.getByLabel('Address', { exact: true }).fill('House 1, Street 2, Gulberg');
      await page.getByLabel('City', { exact: true }).fill('Lahore');
      await page.getByLabel('Province').fill('Punjab');
      await page.getByLabel('Postal code').fill('54000');
      await page.getByRole('button', { name: 'Continue' }).click();
    },
    simReplacementOrderSummary: replacementPays.summary,
    simReplacementOrderPayment: replacementPays.pay,
  },
  endsAt: replacementPays.endsAt,
};

/** The delivery reschedule (journeys/reschedule-delivery.json), as in tests/e2e/reschedule.e2e.ts: the second reschedule of an order costs a fee. */
const reschedule: JourneyAnswers = {
  unreachable: () => undefined,
  async begin(walk, firstPath) {
    const line = await customerWithLine(walk.stack, { activate: false });
    walk.line = line;
    if (walk.world.paymentRequired !== false) {
      // The first reschedule is free: made through the gateway, so this one costs the fee.
      const slots = (await line.gateway.call('GET_SLOTS', { query: { days: 3 } })).body.result as Array<{ id: string }>;
      const shipmentRef = (await line.gateway.call('GET_SHIPMENT_TRACKING', { params: { orderReference: line.orderRef }, token: line.token })).body.result.shipmentRef;
      await line.gateway.call('RESCHEDULE_SHIPMENT_V2', { body: { shipmentRef, slotId: slots[0]!.id }, token: line.token });
    }
    await line.signIn(walk.page, firstPath);
  },
  screens: {
    async rescheduleSimOnly({ page }) {
      await page.getByRole('radio', { name: '12:00–15:00' }).nth(2).check();
      await page.getByRole('button', { name: 'Continue' }).click();
    },
    async reschedulePersonalDetails({ page }) {
      const dob = page.getByRole('group', { name: 'Date of birth' });
      await dob.getByLabel('Day').selectOption('15');
      await dob.getByLabel('Month').selectOption('06');
      await dob.getByLabel('Year').selectOption('1990');
      await next(page);
    },
    async rescheduleAddressDetails({ page }) {
      // The order's postal code is known: its places are read back, not asked (issue 46).
      await placesOfKnownCode(page);
      await page.getByRole('textbox', { name: 'Address line 1' }).first().fill('7 Jail Road');
      await next(page);
    },
    async rescheduleReview({ page }) {
      await page.getByRole('button', { name: 'Confirm new delivery' }).click();
    },
    reschedulePayment: ({ page }) => payByCard(page),
  },
};

/** The answer scripts of each wizard, by journey id. */
/** A lost or stolen SIM (journeys/lost-sim.json), as in tests/e2e/lost-sim.e2e.ts: blocked, then unblocked by the emailed code. */
const lostSim: JourneyAnswers = {
  unreachable: () => undefined,
  begin: withLine,
  screens: {
    async lostSimBlock({ page }) {
      await page.getByRole('radio', { name: 'I lost my SIM or phone' }).check();
      await page.getByRole('button', { name: 'Block this line now' }).click();
    },
    async lostSimBlocked({ page }) {
      await page.getByTestId('line-blocked').waitFor();
      await page.getByRole('button', { name: 'Email me a code to unblock' }).click();
    },
    async lostSimUnblock({ page, stack, line }) {
      await page.locator('#lost-otp-0').click();
      await page.keyboard.type(await code(stack, line!.email));
      // The sixth digit sends the code: no button to press (issue 46).
    },
    async lostSimUnblocked({ page }) {
      await page.getByTestId('line-unblocked').waitFor();
    },
  },
};

/** Stopping a subscription (journeys/stop-subscription.json), as in tests/e2e/usage-subscriptions.e2e.ts: the line's add-on, stopped after what that means. */
const stopSubscription: JourneyAnswers = {
  unreachable: () => undefined,
  async begin(walk, firstPath) {
    const line = (walk.line = await customerWithLine(walk.stack));
    const subs = await line.gateway.call('GET_SUBSCRIPTIONS', { params: { number: line.number }, token: line.token });
    const addon = (subs.body.result.subscriptions as Array<{ id: string; kind: string }>).find((x) => x.kind === 'ADDON')!;
    await line.signIn(walk.page, `${firstPath}?number=${line.number}&id=${addon.id}`);
  },
  screens: {
    async subscriptionStop({ page }) {
      await page.getByTestId('stop-means').waitFor();
      await page.getByRole('button', { name: subscriptionMessages.en.stop_confirm }).click();
    },
    async subscriptionStopped({ page }) {
      await page.getByTestId('subscription-stopped').waitFor();
    },
  },
};

/** Balance share (journeys/balance-share.json), as in tests/e2e/airtime.e2e.ts: Rs 100 to another customer's line, confirmed by the SMS code. */
const balanceShare: JourneyAnswers = {
  unreachable: () => undefined,
  begin: withLine,
  screens: {
    async shareDetails({ page, stack }) {
      const receiver = await customerWithLine(stack);
      await page.getByLabel('Sitara number to send to').fill(`0${receiver.number.slice(2)}`);
      await page.getByLabel('Amount in rupees').fill('100');
      await page.getByRole('button', { name: 'Send me a code' }).click();
    },
    async shareConfirm({ page, stack, line }) {
      await page.locator('#share-otp-0').click();
      await page.keyboard.type(await code(stack, line!.number));
      // The sixth digit sends the code: no button to press (issue 46).
    },
    async shareDone({ page }) {
      await page.getByTestId('share-done').waitFor();
    },
  },
};

/** The emergency advance (journeys/emergency-advance.json), as in tests/e2e/airtime.e2e.ts: a line below the threshold borrows the first offer. */
const emergencyAdvance: JourneyAnswers = {
  unreachable: () => undefined,
  async begin({ page, stack }, firstPath) {
    const low = await lowBalanceCustomer(gatewayClient(stack.gatewayUrl));
    await page.goto(`${stack.app.url}${firstPath}?number=${low.number}&auth_token=${low.token}`);
    await page.waitForURL((u) => !u.search.includes('auth_token'));
  },
  screens: {
    async advanceOffer({ page }) {
      await page.locator('input[name="advance-amount"]').first().check();
      await page.getByRole('button', { name: /^Borrow/ }).click();
    },
    async advanceGranted({ page }) {
      await page.getByTestId('advance-granted').waitFor();
    },
  },
};

/**
 * A recharge of any Sitara number (journeys/recharge-any.json), as in tests/e2e/saved-cards-recharge-any.e2e.ts: a
 * customer's line is recharged by the walker (a visitor, or a signed-in customer: the line's owner here), by card.
 */
const rechargeAny: JourneyAnswers = {
  unreachable: () => undefined,
  async begin(walk, firstPath) {
    walk.line = await customerWithLine(walk.stack);
    if (walk.signedIn) await walk.line.signIn(walk.page, firstPath);
    else await walk.page.goto(`${walk.stack.app.url}${firstPath}`);
  },
  screens: {
    async rechargeAnyNumber({ page, line }) {
      await text(page, 'Sitara number').fill(`0${line!.number.slice(2)}`);
      await page.locator('input[name="ra-amount"][value="200"]').check();
      await page.getByRole('button', { name: 'Continue to payment' }).click();
    },
    async rechargeAnyPayment({ page }) {
      await page.locator('input[name="ra-method"][value="CARD"]').check();
      await payByCard(page);
    },
  },
};

export const SCREEN_ANSWERS: Record<string, JourneyAnswers> = {
  onboarding, 'plan-switch': planSwitch, termination, 'sim-replacement': simReplacement, 'reschedule-delivery': reschedule, 'lost-sim': lostSim,
  'stop-subscription': stopSubscription, 'balance-share': balanceShare, 'emergency-advance': emergencyAdvance, 'recharge-any': rechargeAny,
};
