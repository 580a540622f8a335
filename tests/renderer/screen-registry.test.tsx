// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createActor } from 'xstate';
import {
  createScreenRegistry,
  hasTag,
  isScreen,
  JourneyScreen,
  rankWith,
  ScreenTieError,
  type ScreenEntry,
  type ScreenProps,
} from '../../renderer';
import { compiled } from '../support/journeys';

afterEach(cleanup);

const named = (name: string) => (props: ScreenProps) => <p data-testid="screen">{`${name}:${String(props.snapshot.value)}`}</p>;
const entry = (name: string, tester: ScreenEntry['tester']): ScreenEntry => ({ name, tester, screen: named(name) });
const messages = { journey_next: 'Next', journey_back: 'Back', screen_missing_title: 'On its way', screen_missing: 'Not ready yet' };

function otpSnapshot() {
  const actor = createActor(compiled('otp-timer').machine).start();
  return actor.getSnapshot();
}

describe('screen registry', () => {
  it.each([
    { name: 'the only applicable screen wins', entries: [entry('otp', rankWith(1, hasTag('otp')))], expected: 'otp' },
    {
      name: 'the highest rank wins',
      entries: [entry('generic', rankWith(1, hasTag('otp'))), entry('specific', rankWith(5, isScreen('verifyOtp')))],
      expected: 'specific',
    },
    { name: 'nothing applicable: missing', entries: [entry('email', rankWith(3, hasTag('guestEmail')))], expected: 'missing' },
  ])('$name', ({ entries, expected }) => {
    const resolved = createScreenRegistry(entries, { strict: true }).resolve(otpSnapshot());
    expect(resolved.kind === 'screen' ? resolved.entry.name : resolved.kind).toBe(expected);
  });

  it('a tie throws in development and picks the first otherwise', () => {
    const entries = [entry('a', rankWith(2, hasTag('otp'))), entry('b', rankWith(2, isScreen('verifyOtp')))];
    expect(() => createScreenRegistry(entries, { strict: true }).resolve(otpSnapshot())).toThrow(ScreenTieError);
    const resolved = createScreenRegistry(entries, { strict: false }).resolve(otpSnapshot());
    expect(resolved.kind === 'screen' && resolved.entry.name).toBe('a');
  });
});

describe('JourneyScreen', () => {
  it('renders the registered screen for the state', () => {
    const actor = createActor(compiled('otp-timer').machine).start();
    const registry = createScreenRegistry([entry('otp', rankWith(1, hasTag('otp')))], { strict: true });
    render(<JourneyScreen actor={actor} registry={registry} send={actor.send} />);
    expect(screen.getByTestId('screen').textContent).toBe('otp:counting');
  });

  it("falls back to words a customer can read (the step's title if it has one, never its internal name), with working Next and Back", async () => {
    const actor = createActor(compiled('onboarding').machine).start();
    // The purchase's first step and the one Next leads to, as its JSON has them; the second has a title of its own.
    const { current: first, next: second } = actor.getSnapshot().context as { current: string; next: string };
    const registry = createScreenRegistry([], { strict: true });
    render(
      <IntlProvider locale="en" messages={{ ...messages, [`step_title_${second}`]: 'The second step' }}>
        <JourneyScreen actor={actor} registry={registry} send={(e) => act(() => actor.send(e))} />
      </IntlProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('On its way');
    expect(screen.getByTestId('missing-screen').textContent).toBe('Not ready yet');
    expect(document.body.textContent).not.toContain(first);
    expect((screen.getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(actor.getSnapshot().value).toBe(second);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('The second step');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(actor.getSnapshot().value).toBe(first);
  });
});
