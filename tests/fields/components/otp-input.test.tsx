// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OtpInput, otpRule } from '../../../fields';
import { ctxWith } from '../fixtures';
import { withIntl } from './harness';

afterEach(cleanup);
let current = '';
let completed: string[] = [];

function Host() {
  const [value, setValue] = useState('');
  useEffect(() => {
    current = value;
  });
  return withIntl(
    <>
      <h1 id="otp-title">code</h1>
      <OtpInput value={value} onChange={setValue} labelledBy="otp-title" onComplete={(code) => completed.push(code)} />
    </>,
  );
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];

describe('OtpInput', () => {
  beforeEach(() => {
    completed = [];
  });

  it('six labelled LTR boxes in a named group', () => {
    render(<Host />);
    expect(screen.getByRole('group', { name: 'code' }).getAttribute('dir')).toBe('ltr');
    expect(boxes().map((b) => b.getAttribute('aria-label'))).toEqual([1, 2, 3, 4, 5, 6].map((i) => `digit ${i} of 6`));
  });

  it('typing digits fills boxes and moves focus; letters are refused', async () => {
    render(<Host />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('1a2');
    expect(current).toBe('12');
    expect(document.activeElement).toBe(boxes()[2]);
    await userEvent.keyboard('3456');
    expect(current).toBe('123456');
    expect(otpRule(current, ctxWith())).toBeNull();
  });

  it('digits from an Urdu keyboard (۱۲۳) are the digits: typed, from a mobile keyboard’s input event, or pasted', async () => {
    render(<Host />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('۱۲۳');
    expect(current).toBe('123');
    fireEvent.change(boxes()[3]!, { target: { value: '۴' } });
    expect(current).toBe('1234');
    fireEvent.paste(boxes()[4]!, { clipboardData: { getData: () => '٥ ۶' } });
    expect(current).toBe('123456');
    expect(completed).toEqual(['123456']);
  });

  it('arrows move, backspace clears and steps back', async () => {
    render(<Host />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('123');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(boxes()[1]);
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(boxes()[2]);
    await userEvent.keyboard('{Backspace}');
    expect(current).toBe('12');
    expect(document.activeElement).toBe(boxes()[2]);
    await userEvent.keyboard('{Backspace}');
    expect(current).toBe('1');
    expect(document.activeElement).toBe(boxes()[1]);
  });

  it('paste fills from the box pasted into, digits only', () => {
    render(<Host />);
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => ' 98-76 54 21' } });
    expect(current).toBe('987654');
    expect(boxes().map((b) => b.value).join('')).toBe('987654');
  });

  it('a partly filled code fails the OTP rule', async () => {
    render(<Host />);
    fireEvent.paste(boxes()[2]!, { clipboardData: { getData: () => '1234' } });
    expect(current).toBe('  1234');
    expect(otpRule(current, ctxWith())?.id).toBe('error_invalid_otp');
  });

  it('the sixth digit typed hands the whole code over; five digits hand nothing', async () => {
    render(<Host />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('12345');
    expect(completed).toEqual([]);
    await userEvent.keyboard('6');
    expect(completed).toEqual(['123456']);
    // The last digit typed again hands the code over again (a code typed over a refused one may end as it did): the
    // page's machine decides whether to send it.
    await userEvent.keyboard('6');
    expect(completed).toEqual(['123456', '123456']);
  });

  it('a pasted whole code is handed over; a digit corrected in the middle waits, the last box sends the new code', async () => {
    render(<Host />);
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => '111 222' } });
    expect(completed).toEqual(['111222']);
    await userEvent.click(boxes()[2]!);
    await userEvent.keyboard('9');
    expect(current).toBe('119222');
    expect(completed).toEqual(['111222']);
    await userEvent.click(boxes()[5]!);
    await userEvent.keyboard('7');
    expect(completed).toEqual(['111222', '119227']);
  });

  it('a paste that leaves a box empty hands nothing over', () => {
    render(<Host />);
    fireEvent.paste(boxes()[1]!, { clipboardData: { getData: () => '23456' } });
    expect(current).toBe(' 23456');
    expect(completed).toEqual([]);
  });
});
