import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { waitUntil } from './wait-until.ts';

export type LogLine = Record<string, unknown> & { msg?: string };

/**
 * The built server as production runs it (`node dist/server.js`), configured by its environment only; its JSON log
 * lines are kept, so a test waits for one ("listening", "worker died") rather than for the clock.
 */
export function spawnServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['dist/server.js'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (stdout += d));
  child.stderr!.on('data', (d) => (stderr += d));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  const lines = (): LogLine[] =>
    stdout
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as LogLine);
  return {
    child,
    exited,
    output: () => ({ stdout, stderr }),
    lines,
    /** Lines whose message is `msg`, once there are at least `count` of them (the server's own time, up to `timeoutMs`). */
    logged: (msg: string, count = 1, timeoutMs = 60_000) =>
      waitUntil(
        `${count} "${msg}" log line(s)\n${stdout}${stderr}`,
        () => {
          if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${stdout}${stderr}`);
          const found = lines().filter((l) => l.msg === msg);
          return found.length >= count ? found : undefined;
        },
        timeoutMs,
      ),
  };
}

export type ServerProcess = ReturnType<typeof spawnServer>;

/** The address a worker logged when it began listening (the port is picked by the OS). */
export const urlOf = (line: LogLine) => String(line.url);
