// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { OnceDrawn } from '../../../src/ui/once-drawn';

afterEach(cleanup);

/** A page in the app's main: its heading, an answer (or its skeleton), and a way on that should wait for the answer. */
function Page({ loading, line = '0300' }: { loading: boolean; line?: string }) {
  return (
    <main id="main">
      <h1>Usage</h1>
      {loading ? <div className="skeleton" /> : <p>The answer for {line}</p>}
      <OnceDrawn watch={line}>
        <a href="/next">Way on</a>
      </OnceDrawn>
    </main>
  );
}

const wayOn = () => screen.queryByRole('link', { name: 'Way on' });

describe('OnceDrawn: what comes under a page draws once the page has, so a skeleton never moves it (issue 47)', () => {
  it('waits while a loading indicator is in main and comes with the answer', async () => {
    const { rerender } = render(<Page loading />);
    expect(wayOn()).toBeNull();
    await act(async () => rerender(<Page loading={false} />));
    expect(wayOn()).not.toBeNull();
  });

  it('comes at once when the page is drawn already, and is kept while a later load shows a skeleton', async () => {
    const { rerender } = render(<Page loading={false} />);
    await act(async () => undefined);
    expect(wayOn()).not.toBeNull();
    await act(async () => rerender(<Page loading />));
    expect(wayOn()).not.toBeNull();
  });

  it('waits again when what it watches changes (another line chosen) until that answer has drawn', async () => {
    const { rerender } = render(<Page loading={false} line="0300" />);
    await act(async () => undefined);
    expect(wayOn()).not.toBeNull();
    await act(async () => rerender(<Page loading line="0301" />));
    expect(wayOn()).toBeNull();
    await act(async () => rerender(<Page loading={false} line="0301" />));
    expect(wayOn()).not.toBeNull();
  });

  it('waits for the heading: a page with no heading yet has not drawn', async () => {
    render(
      <main id="main">
        <OnceDrawn>
          <a href="/next">Way on</a>
        </OnceDrawn>
      </main>,
    );
    await act(async () => undefined);
    expect(wayOn()).toBeNull();
  });
});
