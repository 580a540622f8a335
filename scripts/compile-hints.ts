/**
 * Build step (a Vite plugin): every JavaScript chunk starts with V8's explicit compile hint, so Chromium compiles
 * all of a file's functions while the file streams in, on a background thread, instead of compiling each function
 * on the main thread the first time it runs. The app's chunks are loaded when their code runs (the landing route's
 * start-up, a screen when it opens), and that first run is where a phone's main thread was blocked: measured on the
 * landing route with Lighthouse (mobile), Total Blocking Time went from 323-480 ms to 142-150 ms
 * (docs/decisions/2026-11-23-landing-start-up-in-short-tasks.md). Browsers without the hint read it as a comment.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The chunk's code with the hint as its first line (once). */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`;
}

/**
 * On the written files: Vite puts its preload helper at the top of some chunks after every plugin's
 * generateBundle, and the hint only counts on the first line. writeBundle comes before any closeBundle, so the
 * precompressed copies (scripts/precompress.ts) are made from the hinted files.
 */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const path = join(dir, file.fileName);
        const code = await readFile(path, 'utf8');
        const hinted = withCompileHint(code);
        if (hinted !== code) await writeFile(path, hinted);
      }
    },
  };
}
