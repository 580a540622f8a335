// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { checkoutMessages } from '../../../../src/features/checkout/messages';

// Which card boxes draw, in order: the form's boxes are the design system's TextField, counted here.
const drawn: string[] = [];
vi.mock('../../../../src/ui/text-field', async (original) => {
  const { TextField } = await original<typeof import('../../../../src/ui/text-field')>();
  return { TextField: (props: Parameters<typeof TextField>[0]) => (drawn.push(props.id), TextField(props)) };
});
const { CardForm } = await import('../../../../src/features/payment/card-form');

afterEach(cleanup);

function show(onPay = vi.fn()) {
  render(
    <IntlProvider locale="en" messages={checkoutMessages.en}>
      <CardForm busy={false} payLabel="Pay Rs 400" onPay={onPay} />
    </IntlProvider>,
  );
  const box = (name: string | RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
  return { onPay, number: box('Card number'), expiry: box(/Expiry/), code: box(/CVV/), holder: box('Name on card') };
}

describe('the card form (src/features/payment/card-form.tsx)', () => {
  it('a key press draws the box typed in, not the form\'s four (issue 47: the card form\'s key presses at 4x CPU)', async () => {
    const user = userEvent.setup();
    const { number, expiry, code, holder } = show();
    drawn.length = 0;
    await user.type(number, '4111111111111111');
    // The first digit finds the brand (the number's box); the security code's name and length stay CVV, 3.
    expect(drawn).toEqual(Array(16).fill('card-number'));
    expect(number.value).toBe('4111 1111 1111 1111');
    drawn.length = 0;
    await user.type(expiry, '1230');
    await user.type(code, '1234');
    await user.type(holder, 'Ayesha');
    expect(expiry.value).toBe('12/30');
    expect(code.value).toBe('123');
    expect(holder.value).toBe('Ayesha');
    // '1' '12/' '12/3' '12/30'; the fourth code digit is refused and draws nothing; one box per letter.
    expect(drawn).toEqual([...Array(4).fill('card-expiry'), ...Array(3).fill('card-securityCode'), ...Array(6).fill('card-holderName')]);
  });

  it('a key the number refuses leaves the box as it was, and draws nothing', async () => {
    const user = userEvent.setup();
    const { number } = show();
    await user.type(number, '41');
    drawn.length = 0;
    await user.type(number, 'x');
    expect(number.value).toBe('41');
    expect(drawn).toEqual([]);
  });

  it('after a try, each box shows its error until it is right; a right card is paid', async () => {
    const user = userEvent.setup();
    const { onPay, number, expiry, code, holder } = show();
    await user.type(number, '4111111111111112');
    await user.click(screen.getByRole('button', { name: 'Pay Rs 400' }));
    expect(screen.getByRole('alert').textContent).toBe('Please correct 4 fields.');
    expect(document.activeElement).toBe(number);
    expect(number.getAttribute('aria-invalid')).toBe('true');
    await user.clear(number);
    await user.type(number, '4111111111111111');
    expect(number.getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByRole('alert').textContent).toBe('Please correct 3 fields.');
    await user.type(expiry, '1230');
    await user.type(code, '123');
    await user.type(holder, 'Ayesha Khan');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pay Rs 400' }));
    expect(onPay).toHaveBeenCalledWith({ number: '4111111111111111', expiry: '12/30', securityCode: '123', holderName: 'Ayesha Khan' }, false);
  });
});
