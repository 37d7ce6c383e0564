/**
 * The shop's task table: each task's name and payload. Handlers are wired in server/jobs.ts; the engine is generic
 * over this table, so a job added with a wrong payload does not compile.
 */
export interface ShopTasks {
  /** One text message (text-queue.ts). */
  'text.send': TextJob;
  /** Every minute: finish interrupted payment checks, ask the gateway again, expire unpaid orders and lapsed cheques. */
  'timers.minutely': Record<string, unknown>;
  /** Every hour: abandoned uploads, dead sessions, ended rate-limit windows. */
  'timers.hourly': Record<string, unknown>;
}

export interface TextJob {
  to: string;
  /** `code`, or the message's key (orderPaid, operatorChequeReview…): what the back office lists a failure as. */
  kind: string;
  text: string;
  /** The one-time code (sent through the provider's template); null for plain texts. */
  code: string | null;
  /** A code's text is dropped, not sent, from this instant (ISO). */
  expiresAt: string | null;
}
