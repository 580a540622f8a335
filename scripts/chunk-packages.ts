/**
 * Build step (a Vite plugin): records which npm packages each JS chunk of the build holds, in
 * node_modules/.cache/chunk-packages.json (not under dist/, so it is never served). `npm run bench` reads it to
 * refuse a landing route that pulls in a package which must load lazily (see LAZY_ONLY_PACKAGES).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

export const CHUNK_PACKAGES_FILE = join(import.meta.dirname, '..', 'node_modules', '.cache', 'chunk-packages.json');

/**
 * Packages the landing route (/web/pre-checkout) must not load before it has painted its plans: the journey
 * engine and the query cache load when the customer moves on; flags, monitoring, chat and captcha load lazily.
 * Matched against the package's name (a scope matches all its packages).
 */
export const LAZY_ONLY_PACKAGES = [
  'xstate',
  '@xstate/',
  '@tanstack/',
  '@openfeature/',
  '@sentry/',
  '@opentelemetry/',
  'web-vitals',
  '@hcaptcha/',
  'react-google-recaptcha',
  '@marsidev/react-turnstile',
  'socket.io-client',
  'uqr',
];

/** The package of a module id inside node_modules ('@scope/name' or 'name'), undefined for the app's own code. */
export function packageOf(moduleId: string): string | undefined {
  const at = moduleId.replace(/\\/g, '/').lastIndexOf('/node_modules/');
  if (at < 0) return undefined;
  const [first, second] = moduleId.replace(/\\/g, '/').slice(at + '/node_modules/'.length).split('/');
  return first?.startsWith('@') ? `${first}/${second}` : first;
}

/** The forbidden packages among `packages`. */
export function lazyOnlyAmong(packages: readonly string[]): string[] {
  return packages.filter((p) => LAZY_ONLY_PACKAGES.some((f) => (f.endsWith('/') ? p.startsWith(f) : p === f)));
}

/** Reads the map the last build wrote: chunk file name (assets/x.js) → packages. */
export async function readChunkPackages(): Promise<Record<string, string[]>> {
  return JSON.parse(await readFile(CHUNK_PACKAGES_FILE, 'utf8')) as Record<string, string[]>;
}

export function chunkPackagesPlugin(): Plugin {
  return {
    name: 'chunk-packages',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const map: Record<string, string[]> = {};
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        map[file] = [...new Set(output.moduleIds.map(packageOf).filter((p): p is string => Boolean(p)))].sort();
      }
      await mkdir(dirname(CHUNK_PACKAGES_FILE), { recursive: true });
      await writeFile(CHUNK_PACKAGES_FILE, JSON.stringify(map, null, 1));
    },
  };
}
