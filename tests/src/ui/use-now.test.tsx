// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from '../../../src/ui/use-now';
import { boosterPhase } from '../../../src/features/loyalty/loyalty-queries';

const START = Date.UTC(2026, 10, 26, 10, 0, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** What the boosters page decides from the shared clock: whether the opt-in is open. */
function Phase({ booster, every }: { booster: { startsAt: number; endsAt: number }; every?: number }) {
  return <p>{boosterPhase(booster, useNow(every))}</p>;
}

describe('the shared clock (src/ui/use-now.ts) and what it decides', () => {
  it('a booster opens for opt-in when it starts and closes when it ends, while the page stays open', () => {
    render(<Phase booster={{ startsAt: START + 2_000, endsAt: START + 5_000 }} />);
    expect(screen.getByText('upcoming')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByText('running')).toBeTruthy();
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.getByText('ended')).toBeTruthy();
  });

  it('a coarser clock (the home page, each minute) reads the time again only at its interval', () => {
    render(<Phase booster={{ startsAt: START - 1_000, endsAt: START + 30_000 }} every={60_000} />);
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByText('running')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('ended')).toBeTruthy();
  });

  it('boosterPhase: a booster without dates is running; the end is exclusive', () => {
    expect(boosterPhase({}, START)).toBe('running');
    expect(boosterPhase({ startsAt: START, endsAt: START + 1 }, START)).toBe('running');
    expect(boosterPhase({ startsAt: START, endsAt: START + 1 }, START + 1)).toBe('ended');
  });
});
