// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createActor } from 'xstate';
import { createScreenRegistry, JourneyScreen, metaOf, ScreenTwiceError, type ScreenEntry, type ScreenProps } from '../../renderer';
import { compiled } from '../support/journeys';

afterEach(cleanup);

const named = (name: string) => (props: ScreenProps) => <p data-testid="screen">{`${name}:${String(props.snapshot.value)}`}</p>;
const entry = (name: string, shows: string): ScreenEntry => ({ name, shows, screen: named(name) });
const messages = { journey_next: 'Next', journey_back: 'Back', screen_missing_title: 'On its way', screen_missing: 'Not ready yet' };

function otpSnapshot() {
  const actor = createActor(compiled('otp-timer').machine).start();
  return actor.getSnapshot();
}

describe('screen registry', () => {
  // The screen the otp-timer journey's first state names, as its JSON has it.
  const shown = () => metaOf(otpSnapshot()).screen as string;

  it('a state finds the one entry that shows its screen', () => {
    expect(shown()).toBeTruthy();
    const resolved = createScreenRegistry([entry('other', 'somethingElse'), entry('otp', shown())]).resolve(otpSnapshot());
    expect(resolved.kind === 'screen' ? resolved.entry.name : resolved.kind).toBe('otp');
  });

  it('no entry for the screen: missing', () => {
    expect(createScreenRegistry([entry('email', 'guestEmail')]).resolve(otpSnapshot()).kind).toBe('missing');
  });

  it('a screen registered twice, or two entries of one name, throw when the registry is built', () => {
    expect(() => createScreenRegistry([entry('a', shown()), entry('b', shown())])).toThrow(ScreenTwiceError);
    expect(() => createScreenRegistry([entry('a', 'one'), entry('a', 'two')])).toThrow(ScreenTwiceError);
  });
});

describe('JourneyScreen', () => {
  it('renders the registered screen for the state', () => {
    const actor = createActor(compiled('otp-timer').machine).start();
    const registry = createScreenRegistry([entry('otp', metaOf(actor.getSnapshot()).screen as string)]);
    render(<JourneyScreen actor={actor} registry={registry} send={actor.send} />);
    expect(screen.getByTestId('screen').textContent).toBe('otp:counting');
  });

  it("falls back to words a customer can read (the step's title if it has one, never its internal name), with working Next and Back", async () => {
    const actor = createActor(compiled('onboarding').machine).start();
    // The purchase's first step and the one Next leads to, as its JSON has them; the second has a title of its own.
    const { current: first, next: second } = actor.getSnapshot().context as { current: string; next: string };
    const registry = createScreenRegistry([]);
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
