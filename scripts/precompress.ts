/**
 * Build step (a Vite plugin): writes a brotli (.br) and a gzip (.gz) copy next to every text file of dist/, so
 * the app server sends compressed bytes without compressing per request (@fastify/static preCompressed).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|css|html|svg|json|txt|webmanifest)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.test(entry.name)) yield path;
  }
}

/** Compresses every text file under `dir` (brotli quality 11, gzip level 9); returns how many. */
export async function precompress(dir: string): Promise<number> {
  let count = 0;
  for await (const path of files(dir)) {
    const body = await readFile(path);
    await writeFile(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
    await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }));
    count++;
  }
  return count;
}

export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  let failed = false;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    buildEnd(error) {
      failed = Boolean(error);
    },
    // A failed build (an invalid journey, say) wrote nothing: its own error is the one to report.
    async closeBundle() {
      if (failed) return;
      await precompress(outDir);
    },
  };
}
