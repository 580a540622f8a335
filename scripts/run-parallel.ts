/**
 * Runs npm scripts side by side and prints each one's output in one block when it ends (so the blocks never
 * interleave), in the order they finish. Exits 1 when any of them failed, after all have ended; the failed ones
 * are named again on the last line. `npm test` runs the typecheck, the lint and the build this way: each is mostly
 * single-threaded, so on two cores they take about as long as the longest alone.
 * @example tsx scripts/run-parallel.ts typecheck lint build
 */
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: tsx scripts/run-parallel.ts <npm script>...');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(name: string): Promise<{ name: string; ok: boolean }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') } });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => chunks.push(d));
    child.stderr.on('data', (d: Buffer) => chunks.push(d));
    const end = (code: number | null, error?: Error) => {
      const ok = code === 0 && !error;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const out = Buffer.concat(chunks).toString().trimEnd();
      process.stdout.write(`\n> ${name}: ${ok ? 'passed' : `FAILED (exit ${error ? error.message : code})`} in ${seconds} s\n${out ? `${out}\n` : ''}`);
      resolve({ name, ok });
    };
    child.once('error', (err) => end(null, err));
    child.once('close', (code) => end(code));
  });
}

const results = await Promise.all(names.map(run));
const failed = results.filter((r) => !r.ok).map((r) => r.name);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
