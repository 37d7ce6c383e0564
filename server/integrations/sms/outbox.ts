import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Logger } from '../../lib/logger.ts';
import { maskMobile, normalizeMobile } from '../../../shared/validation.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';
import { SmsError, type SmsSender } from './sms-sender.ts';

export interface OutboxOptions {
  /** The JSON-lines file every message is appended to (its folder is created). */
  file: string;
  /** Written as `template` on code lines: the template a real provider would use (default "otp"). */
  otpTemplate?: string;
  clock?: Clock;
}

/** One line of the outbox file. `code` and `template` are null for plain texts. */
export interface OutboxLine {
  to: string;
  text: string;
  code: string | null;
  template: string | null;
  at: string;
}

/**
 * The SMS provider of a machine with no account: each message becomes one JSON line in a file (tests and developers
 * read codes there) and an info log line that names the masked number, never the code or the text.
 */
export function createOutboxSender(options: OutboxOptions, log: Logger): SmsSender {
  const clock = options.clock ?? systemClock;
  let folderReady: Promise<unknown> | undefined;

  async function write(to: string, text: string, code: string | null): Promise<void> {
    const mobile = normalizeMobile(to);
    if (!mobile) throw new SmsError('SMS_INVALID_RECEPTOR', 'not a mobile number');
    const template = code === null ? null : (options.otpTemplate ?? 'otp');
    const line: OutboxLine = { to: mobile, text, code, template, at: clock().toISOString() };
    try {
      folderReady ??= mkdir(dirname(options.file), { recursive: true });
      await folderReady;
      // One appendFile of one whole line: O_APPEND writes of a line never interleave with another sender's.
      await appendFile(options.file, `${JSON.stringify(line)}\n`, 'utf8');
    } catch (error) {
      folderReady = undefined;
      throw new SmsError('SMS_UNREACHABLE', `outbox not writable: ${(error as NodeJS.ErrnoException).code ?? 'error'}`);
    }
    log.info({ sms: { provider: 'outbox', to: maskMobile(mobile), kind: code === null ? 'text' : 'code', template } }, 'sms written to outbox');
  }

  return {
    provider: 'outbox',
    sendCode: (to, code, text) => write(to, text, code),
    send: (to, text) => write(to, text, null),
  };
}

/** Every line of an outbox file, oldest first; none when the file does not exist yet. For tests and tools. */
export async function readOutbox(file: string): Promise<OutboxLine[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxLine);
}
