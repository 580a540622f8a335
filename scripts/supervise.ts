import { spawn, type ChildProcess } from 'node:child_process';

export interface SupervisedOptions {
  /** Shown in every line this supervisor prints about the process. */
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  /** Restarts allowed within `windowMs` before giving up on the process (default 5 in 60 s). */
  maxRestarts?: number;
  windowMs?: number;
  /** Wait before a restart (default 1 s). */
  restartDelayMs?: number;
  log?: (line: string) => void;
}

export interface Supervised {
  /** The running child, if any. */
  readonly child: ChildProcess | undefined;
  /** Resolves once the child has been started `n` times in all. */
  started(n: number): Promise<void>;
  /** Stops the child for good (SIGTERM) and resolves when it has exited. */
  stop(): Promise<void>;
}

/**
 * Runs one server as its own process and restarts it when it dies, saying so clearly; after too many deaths
 * in a short time it gives up on that server (and says so) without touching any other. One server crashing
 * thus never takes another down (`npm start` runs the gateway and the app server this way).
 */
export function supervise(options: SupervisedOptions): Supervised {
  const { name, maxRestarts = 5, windowMs = 60_000, restartDelayMs = 1000 } = options;
  const log = options.log ?? ((line: string) => console.error(line));
  const deaths: number[] = [];
  const waiters: Array<{ n: number; resolve: () => void }> = [];
  let starts = 0;
  let child: ChildProcess | undefined;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;

  const launch = () => {
    const proc = spawn(options.command, options.args, { env: options.env ?? process.env, stdio: 'inherit' });
    child = proc;
    starts += 1;
    for (const w of waiters.filter((w) => starts >= w.n)) w.resolve();
    proc.on('exit', (code, signal) => {
      if (child === proc) child = undefined;
      if (stopping) return;
      const now = Date.now();
      deaths.push(now);
      while (deaths.length && deaths[0]! < now - windowMs) deaths.shift();
      const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      if (deaths.length > maxRestarts) {
        log(`[${name}] ${how}: crashed ${deaths.length} times within ${Math.round(windowMs / 1000)} s; NOT restarting it. Other servers keep running.`);
        return;
      }
      log(`[${name}] ${how}; restarting it in ${restartDelayMs} ms (restart ${deaths.length} of at most ${maxRestarts}).`);
      timer = setTimeout(launch, restartDelayMs);
    });
  };
  launch();

  return {
    get child() {
      return child;
    },
    started: (n) => new Promise<void>((resolve) => (starts >= n ? resolve() : waiters.push({ n, resolve }))),
    stop: () => {
      stopping = true;
      clearTimeout(timer);
      const proc = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve();
      return new Promise<void>((resolve) => {
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
      });
    },
  };
}
