import type { SmsSender } from '../../integrations/sms/sms-sender.ts';
import type { Repos } from '../../db/repos/index.ts';
import { backoffMs, type JobContext, type JobQueue, type ShopTasks, type TextJob } from '../../integrations/jobs/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { maskMobile } from '../../../shared/validation.ts';
import { sendAfter, type QuietHours } from './quiet-hours.ts';

export type { TextJob };

/** How a text went: out at once, waiting in the queue for a retry, given up on, or dropped (its code expired). */
export type TextOutcome = 'sent' | 'queued' | 'failed' | 'dropped';

/** What services need to send a text (a test passes a fake). */
export interface TextSender {
  /** Stores the text and tries it at once. Rejects only when it could not be stored (the database is down). */
  send(message: TextJob): Promise<Exclude<TextOutcome, 'dropped'>>;
}

interface TextQueueDeps {
  queue: JobQueue<ShopTasks>;
  sms: SmsSender;
  repos: Repos;
  clock: Clock;
  log: Logger;
  /** How long the job is held back for this process's own first try: longer than a provider's slowest answer. */
  holdMs: number;
  /** Tries in all before a text is given up on and listed in the back office. */
  maxAttempts: number;
  /** TEXT_QUIET_HOURS: texts that may wait (quiet-hours.ts) asked for in them are stored to run at their end. */
  quiet: QuietHours | null;
}

/**
 * Durable texts (issue 21). A text is first stored as a job held back for `holdMs`, then tried at once in this
 * process (a visitor waiting for a code gets it as fast as before); sent, the job is removed; failed, the job is let
 * go to run after a backoff on any worker. A crash during the first try leaves the job, which runs when the hold ends:
 * a text goes out at least once, never zero times. A code's text is dropped once its code has expired; a text out of
 * tries is recorded (number masked, no body) for the back office. A text that may wait, asked for in the quiet hours,
 * is only stored, to run when they end (on the engine's own time: the clock's distance to the morning from now).
 */
export function textQueue({ queue, sms, repos, clock, log, holdMs, maxAttempts, quiet }: TextQueueDeps) {
  const repo = repos.texts;
  const listeners = new Set<(kind: string, outcome: TextOutcome) => void>();
  const tell = (kind: string, outcome: TextOutcome) => listeners.forEach((listener) => listener(kind, outcome));
  /** The morning a text must wait for, on the engine's time (Date.now), or null to go now. */
  const morning = (text: TextJob) => {
    const at = clock();
    const after = sendAfter(quiet, text.kind, at);
    return after && new Date(Date.now() + after.getTime() - at.getTime());
  };
  const attempt = (text: TextJob) => (text.code === null ? sms.send(text.to, text.text) : sms.sendCode(text.to, text.code, text.text));

  async function giveUp(text: TextJob, err: unknown, attempts: number) {
    const error = err instanceof Error ? `${(err as { code?: string }).code ?? err.name}: ${err.message}` : String(err);
    await repo.recordFailure({ mobile_masked: maskMobile(text.to), kind: text.kind, error: error.slice(0, 500), attempts, failed_at: clock().toISOString() });
    log.error({ sms: { to: maskMobile(text.to), kind: text.kind, attempts }, err }, 'text given up on');
    tell(text.kind, 'failed');
  }

  const sender: TextSender & {
    deliver(text: TextJob, job: JobContext): Promise<void>;
    onOutcome(listener: (kind: string, outcome: TextOutcome) => void): () => void;
    failures(limit: number, offset: number): ReturnType<typeof repo.failures>;
  } = {
    async send(text) {
      const wait = morning(text);
      if (wait) {
        await queue.add('text.send', text, { runAt: wait, maxAttempts });
        log.info({ sms: { to: maskMobile(text.to), kind: text.kind }, runAt: wait.toISOString() }, 'text held for the end of the quiet hours');
        tell(text.kind, 'queued');
        return 'queued';
      }
      const id = await queue.add('text.send', text, { runAt: new Date(Date.now() + holdMs), maxAttempts });
      try {
        await attempt(text);
      } catch (err) {
        if (maxAttempts <= 1) {
          await giveUp(text, err, 1);
          await queue.complete(id);
          return 'failed';
        }
        await queue.release(id, new Date(Date.now() + backoffMs(1)), 1);
        log.warn({ sms: { to: maskMobile(text.to), kind: text.kind }, err }, 'text not sent at once; queued for a retry');
        tell(text.kind, 'queued');
        return 'queued';
      }
      tell(text.kind, 'sent');
      // Should this fail, the job runs when its hold ends and the text goes out twice: at least once, never lost.
      await queue.complete(id).catch((err) => log.error({ err }, 'a sent text stays queued'));
      return 'sent';
    },

    /** The `text.send` job: a retry on whichever worker takes it. Throws to be retried while tries remain. */
    async deliver(text, job) {
      if (text.expiresAt !== null && clock().getTime() >= Date.parse(text.expiresAt)) {
        log.info({ sms: { to: maskMobile(text.to), kind: text.kind, attempt: job.attempt } }, 'code text dropped: its code has expired');
        tell(text.kind, 'dropped');
        return;
      }
      // A retry that came due in the quiet hours waits for their end, as a new job (this one is done).
      const wait = morning(text);
      if (wait) {
        await queue.add('text.send', text, { runAt: wait, maxAttempts: Math.max(1, job.maxAttempts - job.attempt + 1) });
        return;
      }
      try {
        await attempt(text);
      } catch (err) {
        if (job.attempt < job.maxAttempts) throw err;
        await giveUp(text, err, job.attempt);
        return;
      }
      log.info({ sms: { to: maskMobile(text.to), kind: text.kind, attempt: job.attempt } }, 'queued text sent');
      tell(text.kind, 'sent');
    },

    /** Hears each text's outcome (for /metrics: texts sent and failed). */
    onOutcome(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },

    failures: (limit, offset) => repo.failures(limit, offset),
  };
  return sender;
}

export type TextQueue = ReturnType<typeof textQueue>;
