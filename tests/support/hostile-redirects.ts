/**
 * Thirty redirect values crafted to leave the site (issue 4 item 3). Used by the unit and property tests of
 * `resolveRedirect` (tests/src/routes/redirect-resolver.test.ts) and by the browser test
 * (tests/e2e/shell-redirect.e2e.ts).
 */
export const HOSTILE_REDIRECTS: readonly string[] = [
  '//evil.example', '/\\evil.example', '/%2F%2Fevil.example', '/%2f/evil.example', '%2F%2Fevil.example', '/%5Cevil.example',
  'javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>',
  'https://evil.example', 'http://evil.example/web/login', 'HTTPS://evil.example', '\\\\evil.example', '\\/evil.example',
  '/\r\nLocation: https://evil.example', '/%0d%0aLocation:%20https://evil.example', '/\nevil', '/%09/evil.example', '/\t/evil.example',
  '///evil.example', '/ /evil.example', 'evil.example', '.evil.example', '/%252F%252Fevil.example', '/%25252F%25252Fevil.example',
  'vbscript:msgbox(1)', '//evil.example@site', '/\u2028//evil.example', '',
];
