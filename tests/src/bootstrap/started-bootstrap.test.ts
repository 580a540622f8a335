// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { startBootstrap, takeStartedBootstrap } from '../../../src/bootstrap/run-bootstrap';

// No gateway here: start-up fails fast (its config cannot be read), which is all these tests need of it.
vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));

describe('the start-up begun before the first render is taken by the app once', () => {
  it('for the route it began on', () => {
    const boot = startBootstrap('en', ['shell', 'loyalty']);
    expect(takeStartedBootstrap('en', ['shell', 'loyalty'])).toBe(boot);
    expect(takeStartedBootstrap('en', ['shell', 'loyalty'])).toBeUndefined();
  });

  it('not for another route or language: that one starts its own', () => {
    startBootstrap('en', ['shell', 'loyalty']);
    expect(takeStartedBootstrap('ur', ['shell', 'loyalty'])).toBeUndefined();
    startBootstrap('en', ['shell', 'loyalty']);
    expect(takeStartedBootstrap('en', ['shell'])).toBeUndefined();
  });

  it('on /429 or /maintenance, where its own outcome may have led before the first render: it is not run again', () => {
    const boot = startBootstrap('en', ['shell', 'loyalty']);
    expect(takeStartedBootstrap('en', ['shell'], true)).toBe(boot);
    expect(takeStartedBootstrap('en', ['shell'], true)).toBeUndefined();
  });
});
