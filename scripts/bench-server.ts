/** What every benchmark needs of the server it starts: a port, a wait until it answers, the CPU it used, a stop. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

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

/** Demo pictures are written once for every run, not on each start (they take tens of seconds). */
export const SHARED_MEDIA = join(tmpdir(), 'negahban-bench-media');

/**
 * The built server (`dist/server.js`) as its own process, as production runs it, over a scratch database: a SQLite
 * file in a folder of its own, or the PostgreSQL `databaseUrl` names, whose public schema is emptied first. Resolves
 * once it answers; `stop` ends it and removes the folder (its outbox and secret).
 */
export async function startScratchServer({ prefix, databaseUrl, env = {} }: { prefix: string; databaseUrl?: string; env?: Record<string, string> }) {
  const dir = mkdtempSync(join(tmpdir(), `negahban-bench-${prefix}-`));
  const url = databaseUrl ?? join(dir, 'bench.sqlite');
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('drop schema if exists public cascade; create schema public;');
    await client.end();
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const outbox = join(dir, 'outbox.jsonl');
  const server = spawn(process.execPath, ['dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      MEDIA_DIR: SHARED_MEDIA,
      SMS_OUTBOX: outbox,
      AUTH_SECRET_FILE: join(dir, 'secret'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, base, outbox, server, stop };
}
