import pino from 'pino';
import type { Logger } from '../../server/lib/logger.ts';

/** A real pino logger whose JSON lines a test can read (and search for things that must never be logged). */
export function captureLog(level = 'info'): { log: Logger; lines: () => Record<string, unknown>[]; text: () => string } {
  const raw: string[] = [];
  const log = pino({ level, base: undefined }, { write: (line: string) => void raw.push(line) });
  return { log, lines: () => raw.map((l) => JSON.parse(l)), text: () => raw.join('') };
}
