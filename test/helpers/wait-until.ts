import { setTimeout as pause } from 'node:timers/promises';

/**
 * Polls `check` until it returns something other than undefined, and gives that back; fails naming `what` if it has not
 * after `timeoutMs`. For a condition the server reaches on its own time (a log line after a hang-up): the test waits
 * exactly as long as it takes, and a condition never reached fails instead of passing by the clock.
 */
export async function waitUntil<T>(what: string, check: () => T | undefined | Promise<T | undefined>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await pause(10);
  }
}
