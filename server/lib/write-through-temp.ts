import { randomUUID } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';

/**
 * Writes a file so that readers see all of it or nothing: `write` fills a temp name beside `target`, which is then
 * renamed into place; a failed write leaves no temp file behind. Processes sharing a folder may race to write the same
 * file: the last rename wins, and each wrote the whole file.
 */
export async function writeThroughTemp(target: string, write: (temp: string) => Promise<unknown>): Promise<void> {
  const temp = `${target}.${process.pid}-${randomUUID()}.tmp`;
  try {
    await write(temp);
    await rename(temp, target);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
}
