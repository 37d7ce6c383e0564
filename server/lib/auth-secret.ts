import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The auth secret: AUTH_SECRET when set, else the one kept in AUTH_SECRET_FILE, made on first start (256 random bits,
 * readable only by the server's user). Created with `wx` so two processes starting together keep one secret.
 */
export function loadAuthSecret(config: { AUTH_SECRET?: string; AUTH_SECRET_FILE: string }): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const file = config.AUTH_SECRET_FILE;
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dirname(file), { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return readFileSync(file, 'utf8').trim();
}
