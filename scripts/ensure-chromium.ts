/**
 * Browser tests need Debian's Chromium (Playwright's own download cannot work here): its headless shell, which the
 * tests drive (scripts/chromium-args.ts, testChromium), and the full browser at /usr/bin/chromium, which the bench's
 * Lighthouse drives. Installs what is missing with apt-get when running as root; otherwise stops with one line saying
 * exactly how.
 */
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { FULL_CHROMIUM, HEADLESS_SHELL } from './chromium-args';

const missing = process.env.CHROMIUM_PATH
  ? existsSync(process.env.CHROMIUM_PATH) ? [] : ['chromium']
  : [[FULL_CHROMIUM, 'chromium'], [HEADLESS_SHELL, 'chromium-headless-shell']].filter(([path]) => !existsSync(path!)).map(([, pkg]) => pkg!);

if (missing.length > 0) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root) {
    console.error(`Chromium is missing: run \`sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}\`, then npm test again.`);
    process.exit(1);
  }
  console.log(`Installing Debian's ${missing.join(' and ')} for the browser tests…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, { stdio: 'inherit' });
}
