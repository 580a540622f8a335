// @vitest-environment jsdom
// @isolate: the first test holds the actor registry to what it had before any page loaded an area's actors, which
// another file in a shared worker may have done (tests/support/isolation.ts).
import { Component, Suspense, type ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src/api/api-client';
import { JourneyActorsContext, type JourneyActorsOf } from '../../../src/journey/journey-actors';
import { useJourney } from '../../../src/journey/use-journey';
import { ApiContext } from '../../../src/api/api-context';
import { journeyActors } from '../../../src/features/actors';

afterEach(cleanup);

const api = { call: () => new Promise(() => {}) } as unknown as ApiClient;

/** A page that runs journeys/service-request-cancel.json, as src/features/lines/use-flow-machine.ts does. */
function CancelPage() {
  const { snapshot } = useJourney('service-request-cancel', { input: { requestId: 'SR-1' } });
  return <p>state {String(snapshot.value)}</p>;
}

class Catch extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

const show = (actors: JourneyActorsOf) =>
  render(
    <ApiContext.Provider value={api}>
    <JourneyActorsContext.Provider value={actors}>
      <Catch>
        <Suspense fallback={<p>waiting</p>}>
          <CancelPage />
        </Suspense>
      </Catch>
    </JourneyActorsContext.Provider>
    </ApiContext.Provider>,
  );

describe('a page waits for its journey and its actors (src/journey/use-journey.ts)', () => {
  it('shows the fallback while the journey and its actor modules load, then runs the journey with them', async () => {
    expect(Object.keys(journeyActors(api))).not.toContain('cancelServiceRequest');
    show(journeyActors);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(await screen.findByText('state ready')).toBeTruthy();
    // Only the area of the names the journey invokes was loaded (that area's actors, whatever else it holds).
    const area = Object.keys((await import('../../../src/features/service-requests/actors')).serviceRequestActors(api)).sort();
    expect(area).toContain('cancelServiceRequest');
    expect(Object.keys(journeyActors(api)).sort()).toEqual(area);
  });

  it('a load that fails reaches the error boundary instead of waiting for ever', async () => {
    const failing: JourneyActorsOf = Object.assign(() => ({}), { load: () => Promise.reject(new Error('chunk did not load')) });
    show(failing);
    expect((await screen.findByRole('alert')).textContent).toBe('chunk did not load');
  });
});
