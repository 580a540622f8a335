// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { Router } from 'wouter';
import { shellMessages } from '../../../src/i18n/shell-messages';
import { PageErrorBoundary } from '../../../src/shell/page-error-boundary';
import { HELP_PATH } from '../../../src/shell/help-paths';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module: /assets/login-page.js');
}

const inPage = (language: 'en' | 'ur', path: string, child: ReactElement) => (
  <IntlProvider locale={language === 'ur' ? 'ur-PK' : 'en-PK'} messages={shellMessages[language]}>
    <Router>
      <PageErrorBoundary path={path}>{child}</PageErrorBoundary>
    </Router>
  </IntlProvider>
);

describe('a page that did not open (src/shell/page-error-boundary.tsx)', () => {
  it.each(['en', 'ur'] as const)('%s: says so in an alert, focuses its heading, offers Try again and the ways on, and reports the error', (language) => {
    const reported: unknown[] = [];
    vi.stubGlobal('reportError', (e: unknown) => reported.push(e));
    // The page's error is expected: keep the test's output to what fails.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(inPage(language, '/web/login', <Broken />));
    const t = shellMessages[language];
    const heading = screen.getByRole('heading', { level: 1, name: t.page_failed_title });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('alert').textContent).toBe(t.page_failed_lead);
    expect(screen.getByRole('button', { name: t.page_failed_retry })).toBeTruthy();
    const ways = screen.getByRole('navigation', { name: t.ways_on_label });
    expect([...ways.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toContain(HELP_PATH);
    expect(reported).toHaveLength(1);
    expect(String(reported[0])).toContain('Failed to fetch dynamically imported module');
  });

  it('draws the page again once the customer moves to another address', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(inPage('en', '/web/login', <Broken />));
    expect(screen.getByTestId('page-failed')).toBeTruthy();
    rerender(inPage('en', '/help', <p>Help page</p>));
    expect(screen.queryByTestId('page-failed')).toBeNull();
    expect(screen.getByText('Help page')).toBeTruthy();
  });

  it('draws its children while nothing fails', () => {
    render(inPage('en', '/help', <p>Help page</p>));
    expect(screen.getByText('Help page')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
