/**
 * The file names of the endpoints' validator chunks (issue 47): `assets/<endpoint name>-<hash>.js` with one hash for
 * the whole set instead of one per file. The entry's map of every validator (src/api/validator-loader.ts) names
 * each file; 150-odd per-file hashes were about 1 KiB brotli of every page's entry that no compression could take
 * out, while one hash repeated costs next to nothing. The set's hash covers every validator's source and the bundler
 * that minifies them, so any change to any validator gives every validator file a new name (the files under /assets/
 * are cached for a year, scripts/app-server.ts).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { createRequire } from 'node:module';

/** Where `npm run gen` writes the endpoints' validators. */
const VALIDATORS = join('src', 'api', 'generated', 'validators');

/** The bundler's version: its minifier writes the files. */
const BUNDLER_VERSION = String((createRequire(import.meta.url)('rolldown/package.json') as { version: string }).version);

/** The hash of the validator set: every validator's name and source, and the bundler's version. */
export function validatorSetHash(root: string): string {
  const dir = join(root, VALIDATORS);
  const hash = createHash('sha256');
  hash.update(BUNDLER_VERSION);
  for (const file of readdirSync(dir).sort()) hash.update(`${file}\0${readFileSync(join(dir, file), 'utf8')}\0`);
  return hash.digest('base64url').slice(0, 8);
}

/** Rolldown's `output.chunkFileNames`: a validator's own chunk takes the set's hash, every other chunk its own. */
export function chunkFileNames(root: string): (chunk: { name: string; facadeModuleId: string | null; moduleIds: readonly string[] }) => string {
  const dir = join(root, VALIDATORS) + sep;
  const setHash = validatorSetHash(root);
  return (chunk) => (chunk.facadeModuleId?.startsWith(dir) && chunk.moduleIds.length === 1 ? `assets/[name]-${setHash}.js` : 'assets/[name]-[hash].js');
}
