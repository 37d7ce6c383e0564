/** What every benchmark needs of the server it starts: a port, a wait until it answers, the CPU it used, a stop. */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

/** A first start migrates, seeds and writes the demo pictures: on a busy machine that takes a minute or more. */
export async function waitForHealth(base: string) {
  for (let i = 0; i < 1200; i++) {
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false, // not listening yet
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${base} did not become healthy`);
}

/**
 * User + system CPU time used so far, in ms (Linux /proc; clock ticks of 10 ms): of a whole process, or with `thread`
 * of one of its threads (a process's main thread has the process's id).
 */
export function cpuMs(pid: number, thread?: number): number {
  const file = thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`;
  const fields = readFileSync(file, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Stops a server and waits until it has exited; at once if it already has (it would never emit 'exit' again). */
export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}
