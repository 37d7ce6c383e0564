import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Writable } from 'node:stream';

/** Where uploads live: a folder outside the web root, files under generated names only (never a visitor's name). */
export interface FileStorage {
  /** A new temporary file to stream an upload into; `discard` removes it (safe to call twice). */
  temp(): Promise<{ path: string; stream: Writable; discard(): Promise<void> }>;
  /** A fresh temporary path for another program to write (a re-encoded picture); `discard` removes what it wrote. */
  tempPath(): Promise<{ path: string; discard(): Promise<void> }>;
  /** Moves a finished temporary file to its stored name. */
  keep(tempPath: string, name: string): Promise<void>;
  /** The stored file's path, or null when there is none by that name. */
  find(name: string): Promise<string | null>;
  remove(name: string): Promise<void>;
}

/** A generated stored name is hex and a known extension: nothing a path could be built from. */
const STORED_NAME = /^[0-9a-f]{32}\.[a-z0-9]{2,5}$/;

export function localFileStorage(dir: string): FileStorage {
  const tempDir = join(dir, '.tmp');
  const ready = Promise.all([mkdir(dir, { recursive: true }), mkdir(tempDir, { recursive: true })]);
  return {
    async temp() {
      await ready;
      const path = join(tempDir, randomBytes(16).toString('hex'));
      const stream = createWriteStream(path, { flags: 'wx', mode: 0o600 });
      return { path, stream, discard: () => rm(path, { force: true }) };
    },
    async tempPath() {
      await ready;
      const path = join(tempDir, randomBytes(16).toString('hex'));
      return { path, discard: () => rm(path, { force: true }) };
    },
    async keep(tempPath, name) {
      if (!STORED_NAME.test(name)) throw new Error(`refusing to store under ${JSON.stringify(name)}`);
      await rename(tempPath, join(dir, name));
    },
    async find(name) {
      if (!STORED_NAME.test(name)) return null;
      const path = join(dir, name);
      try {
        return (await stat(path)).isFile() ? path : null;
      } catch {
        return null;
      }
    },
    async remove(name) {
      if (STORED_NAME.test(name)) await rm(join(dir, name), { force: true });
    },
  };
}
