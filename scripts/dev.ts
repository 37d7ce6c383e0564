import { spawn, type ChildProcess } from 'node:child_process';
import { watch } from 'node:fs';
import { build } from './build.ts';

/** Rebuilds and restarts the server whenever a source file changes (debounced), with development logging. */
const WATCHED = ['client', 'server', 'shared', 'locales'];
let server: ChildProcess | undefined;
let timer: NodeJS.Timeout | undefined;

async function restart() {
  try {
    await build({ serviceWorker: false });
  } catch (err) {
    console.error(String(err));
    return;
  }
  server?.kill('SIGTERM');
  server = spawn(process.execPath, ['dist/server.js'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: process.env.LOG_LEVEL ?? 'debug' },
  });
}

for (const dir of WATCHED) {
  watch(dir, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(restart, 150);
  });
}
await restart();
