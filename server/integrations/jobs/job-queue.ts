/**
 * The job engine's one interface (ARCHITECTURE.md, "Jobs"): graphile-worker on PostgreSQL (graphile-queue.ts), an
 * in-process runner over the `jobs` table on SQLite (in-process-queue.ts). `Tasks` maps each task's name to its payload
 * (tasks.ts is the shop's table), so adding a job with a wrong payload does not compile.
 */
export interface JobQueue<Tasks extends object> {
  readonly engine: 'graphile-worker' | 'in-process';
  /** Stores a job (it survives a restart) and wakes a worker at once when it is due now. Answers the job's id. */
  add<K extends keyof Tasks & string>(task: K, payload: Tasks[K], spec?: JobSpec): Promise<string>;
  /** A job this process held back (`runAt` later) to try inline went out: it is removed. */
  complete(id: string): Promise<void>;
  /** A job held back for an inline try that failed: it runs at `runAt`, `attempts` tries already made. */
  release(id: string, runAt: Date, attempts: number): Promise<void>;
  /**
   * Brings the engine's own tables up to date. The start calls it under the startup lock (startup-lock.ts): schema
   * changes made while another machine reads the catalogue to migrate would fail that machine's start.
   */
  prepare(): Promise<void>;
  /** Starts taking jobs, and the scheduled tasks (each once per interval across every process sharing the queue). */
  start(handlers: TaskHandlers<Tasks>, schedule?: ScheduledTask<Tasks>[]): Promise<void>;
  /** Takes no new job, lets the running ones finish, then lets go of its connections. */
  stop(): Promise<void>;
  /** Jobs waiting or running that still have tries left (for /metrics' job queue depth). */
  depth(): Promise<number>;
  /** Hears every try's outcome (for metrics and logs); answers a function that stops listening. */
  onOutcome(listener: (outcome: JobOutcome) => void): () => void;
}

export interface JobSpec {
  /** At most one pending job of this key: adding again replaces the waiting one. */
  jobKey?: string;
  /** Not before then (default: now). */
  runAt?: Date;
  /** Tries in all, the first included (default 10). */
  maxAttempts?: number;
}

/** What a handler knows of its job: this try's number (from 1) and how many it may have. */
export interface JobContext {
  id: string;
  attempt: number;
  maxAttempts: number;
}

/** A handler that throws makes the try fail: the job runs again after a backoff while it has tries left. */
export type TaskHandlers<Tasks extends object> = { [K in keyof Tasks]: (payload: Tasks[K], job: JobContext) => Promise<void> };

export interface ScheduledTask<Tasks extends object> {
  task: keyof Tasks & string;
  every: 'minute' | 'hour';
}

export interface JobOutcome {
  task: string;
  id: string;
  attempt: number;
  /** `retry`: it failed and will run again; `failed`: it failed and has no try left. */
  outcome: 'done' | 'retry' | 'failed';
  error?: unknown;
}

export const DEFAULT_MAX_ATTEMPTS = 10;

/** After the n-th failed try, the next one waits e^n seconds (2.7 s, 7.4 s, 20 s, 55 s … capped at e^10, 6 h): graphile-worker's own curve. */
export function backoffMs(attempts: number): number {
  return Math.round(Math.exp(Math.min(Math.max(attempts, 1), 10)) * 1000);
}

/** A small set of outcome listeners, shared by both engines. */
export function outcomeListeners() {
  const listeners = new Set<(outcome: JobOutcome) => void>();
  return {
    on(listener: (outcome: JobOutcome) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(outcome: JobOutcome) {
      for (const listener of listeners) listener(outcome);
    },
  };
}
