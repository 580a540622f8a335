import { describe, expect, it } from 'vitest';
import { leaveFor, safeDestination, TRUSTED_HTTPS_ORIGINS } from '../../../src/config/safe-destination';

// Issue 27 part 2: the one check of every navigation to a server-given address.
const GATEWAY = 'http://127.0.0.1:9310';
const trusted = [GATEWAY, 'https://gw.example.pk', ...TRUSTED_HTTPS_ORIGINS];

describe('safeDestination', () => {
  it.each([
    // same-site paths
    { name: 'a path', input: '/web/pre-checkout', expected: '/web/pre-checkout' },
    { name: 'a path with query and hash', input: '/loyalty/item-modal?id=1#top', expected: '/loyalty/item-modal?id=1#top' },
    { name: 'a protocol-relative address', input: '//evil.example/x', expected: undefined },
    { name: 'slash-backslash (the banner bug)', input: '/\\evil.example/x', expected: undefined },
    { name: 'two backslashes', input: '\\\\evil.example/x', expected: undefined },
    { name: 'an encoded second slash', input: '/%2F/evil.example', expected: undefined },
    { name: 'a slash then a tab', input: '/\t/evil.example', expected: undefined },
    { name: 'a path without its slash', input: 'evil.example/x', expected: undefined },
    // schemes
    { name: 'javascript:', input: 'javascript:alert(1)', expected: undefined },
    { name: 'JavaScript: with a leading space', input: ' JavaScript:alert(1)', expected: undefined },
    { name: 'data:', input: 'data:text/html,<script>alert(1)</script>', expected: undefined },
    { name: 'blob:', input: `blob:${GATEWAY}/1`, expected: undefined },
    { name: 'vbscript:', input: 'vbscript:msgbox(1)', expected: undefined },
    { name: 'ftp on a trusted host', input: 'ftp://gw.example.pk/x', expected: undefined },
    // absolute addresses
    { name: "the gateway's sandbox payment page (runtime config, http on a dev machine)", input: `${GATEWAY}/sandbox/pay/P-1`, expected: `${GATEWAY}/sandbox/pay/P-1` },
    { name: 'an https gateway', input: 'https://gw.example.pk/sandbox/pay/P-1', expected: 'https://gw.example.pk/sandbox/pay/P-1' },
    { name: 'an outside help site (help is the product’s own /help, issue 46)', input: 'https://help.example.pk', expected: undefined },
    { name: 'an app store', input: 'https://play.google.com/store/apps/details?id=pk.example.selfcare', expected: 'https://play.google.com/store/apps/details?id=pk.example.selfcare' },
    { name: 'an https host not on the list', input: 'https://evil.example/x', expected: undefined },
    { name: 'http to an https-only host', input: 'http://play.google.com/', expected: undefined },
    { name: 'the gateway on another port', input: 'http://127.0.0.1:9311/sandbox/pay/P-1', expected: undefined },
    { name: 'a look-alike host', input: 'https://gw.example.pk.evil.example/x', expected: undefined },
    { name: 'user-info before a trusted host', input: 'https://gw.example.pk@evil.example/x', expected: undefined },
    { name: 'user-info on a trusted host', input: 'https://me@gw.example.pk/x', expected: undefined },
    { name: 'a backslash inside an absolute address', input: 'https://gw.example.pk\\@evil.example/x', expected: undefined },
    // not addresses
    { name: 'empty', input: '', expected: undefined },
    { name: 'not a string', input: 42, expected: undefined },
    { name: 'undefined', input: undefined, expected: undefined },
    { name: 'too long', input: `/${'a'.repeat(3000)}`, expected: undefined },
  ])('$name → $expected', ({ input, expected }) => {
    expect(safeDestination(input, trusted)).toBe(expected);
  });

  it('without a runtime config only the fixed https list and paths are trusted', () => {
    expect(safeDestination(`${GATEWAY}/sandbox/pay/P-1`)).toBeUndefined();
    expect(safeDestination('https://apps.apple.com/pk/app/x')).toBe('https://apps.apple.com/pk/app/x');
    expect(safeDestination('/web/login')).toBe('/web/login');
  });

  it.each([
    { input: '/web/payment-success', went: ['/web/payment-success'], expected: true },
    { input: 'javascript:alert(1)', went: [], expected: false },
    { input: '/\\evil.example/x', went: [], expected: false },
  ])('leaveFor($input) goes only where safeDestination allows', ({ input, went, expected }) => {
    const seen: string[] = [];
    expect(leaveFor(input, (url) => seen.push(url))).toBe(expected);
    expect(seen).toEqual(went);
  });
});
