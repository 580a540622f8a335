import { join } from 'node:path';
import type { ViteDevServer } from 'vite';

let server: Promise<ViteDevServer> | undefined;

/**
 * One of the app's modules (a path from the project's root, e.g. '/src/features/actors.ts'), loaded as the app's
 * bundler loads it: the app's modules use what only Vite gives (stylesheet imports, import.meta.glob, the journeys'
 * virtual modules), so a command run by tsx loads them through a Vite server of the project's config. Under Vitest
 * (Vite's own module graph, which has import.meta.env) the caller imports the module itself.
 */
export async function loadAppModule<T>(path: string): Promise<T> {
  server ??= (async () => {
    const { createServer } = await import('vite');
    const root = join(import.meta.dirname, '..', '..');
    return createServer({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'error', appType: 'custom', server: { middlewareMode: true, hmr: false, ws: false } });
  })();
  return (await (await server).ssrLoadModule(path)) as T;
}

/** Stops the Vite server loadAppModule started, if any (a command that ends). */
export async function closeAppModules(): Promise<void> {
  const started = server;
  server = undefined;
  if (started) await (await started).close();
}
