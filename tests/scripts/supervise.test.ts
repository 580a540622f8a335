import { describe, expect, it } from 'vitest';
import { supervise } from '../../scripts/supervise';

const idle = ['-e', 'setInterval(() => {}, 1000)'];
const alive = (pid: number | undefined) => {
  try {
    return pid !== undefined && process.kill(pid, 0);
  } catch {
    return false;
  }
};

describe('npm start supervision', () => {
  it('a killed server is restarted and reported, and its sibling keeps running untouched', async () => {
    const lines: string[] = [];
    const app = supervise({ name: 'app', command: process.execPath, args: idle, restartDelayMs: 50, log: (l) => lines.push(l) });
    const gateway = supervise({ name: 'gateway', command: process.execPath, args: idle, restartDelayMs: 50, log: (l) => lines.push(l) });
    try {
      const gatewayPid = gateway.child?.pid;
      const firstAppPid = app.child?.pid;
      app.child?.kill('SIGKILL');
      await app.started(2);
      expect(app.child?.pid).not.toBe(firstAppPid);
      expect(alive(app.child?.pid)).toBe(true);
      expect(gateway.child?.pid).toBe(gatewayPid);
      expect(alive(gatewayPid)).toBe(true);
      expect(lines).toEqual([expect.stringMatching(/^\[app\] was killed by SIGKILL; restarting it/)]);
    } finally {
      await Promise.all([app.stop(), gateway.stop()]);
    }
  });

  it('a server that keeps crashing is given up on with a clear line, not restarted forever', async () => {
    const lines: string[] = [];
    const crashing = supervise({ name: 'gateway', command: process.execPath, args: ['-e', 'process.exit(3)'], maxRestarts: 2, restartDelayMs: 10, log: (l) => lines.push(l) });
    await crashing.started(3);
    await expect.poll(() => lines.length).toBe(3);
    expect(lines[0]).toMatch(/^\[gateway\] exited with code 3; restarting it/);
    expect(lines[2]).toMatch(/^\[gateway\] exited with code 3: crashed 3 times within 60 s; NOT restarting it/);
    await crashing.stop();
  });
});
