/**
 * `npm run studio [git-ref]`: the journey studio for product owners on http://127.0.0.1:8090 (PORT overrides).
 * A local page, not part of the shipped app: pictures, journeys:check problems on their step, and the changes
 * against the ref (default: the last commit). It refreshes when a journey file is saved.
 */
import { join } from 'node:path';
import { startStudio } from './studio/server';

const root = join(import.meta.dirname, '..');
const ref = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'HEAD';
const studio = await startStudio({ root, port: Number(process.env.PORT ?? 8090), ref });
console.log(`Journey studio: ${studio.url} (changes against ${ref}; edit journeys/*.json and the page refreshes). Ctrl+C stops it.`);
const stop = () => void studio.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
