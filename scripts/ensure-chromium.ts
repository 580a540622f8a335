/**
 * Browser tests need Debian's Chromium at /usr/bin/chromium (Playwright's own download cannot work here).
 * Installs it with apt-get when running as root; otherwise stops with one line saying exactly how.
 */
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root) {
    console.error('Chromium is missing: run `sudo apt-get update && sudo apt-get install -y chromium`, then npm test again.');
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
}
