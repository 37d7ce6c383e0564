import type { Repos } from '../../db/repos/index.ts';
import type { SearchTally } from '../../db/repos/search-log.repo.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { normalizeText } from '../../../shared/search/normalize.ts';
import { addDays, tehranDayOf } from '../../../shared/tehran-day.ts';
import { SEARCH_LOG_DAYS } from '../../../shared/contracts/admin/reports.ts';

/** A longer query is kept cut to this many characters (its normalised text). */
const QUERY_MAX = 200;

/**
 * The search log (issue #32): each search's words as search normalises them, counted per Tehran day with how many found
 * nothing, and nothing about who searched. A search only adds to a count in memory; the counts are written every
 * `flushMs` (one upsert per query and day, added to what other processes wrote), before a report reads them, and at
 * stop, so a search never waits on a write.
 */
export function searchLog({ repos, clock, log, flushMs = 10_000 }: { repos: Repos; clock: Clock; log: Logger; flushMs?: number }) {
  let pending = new Map<string, SearchTally>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let flushing: Promise<void> = Promise.resolve();

  /** Adds a tally to what waits for the next write. */
  function count(query: string, day: string, n: number, foundNothing: number) {
    const key = `${day}\n${query}`;
    const tally = pending.get(key) ?? { query, day, count: 0, foundNothing: 0 };
    tally.count += n;
    tally.foundNothing += foundNothing;
    pending.set(key, tally);
  }

  /**
   * Writes a batch in one transaction, its rows in one order (day, then query) in every process, so two flushes
   * upserting the same rows wait for each other instead of deadlocking; a batch that fails goes back to wait.
   */
  async function write(batch: SearchTally[]) {
    batch.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.query < b.query ? -1 : a.query > b.query ? 1 : 0));
    try {
      await repos.transaction((r) => r.searchLog.add(batch));
    } catch (err) {
      log.error({ err, tallies: batch.length }, 'writing the search log failed; kept for the next write');
      for (const t of batch) count(t.query, t.day, t.count, t.foundNothing);
    }
  }

  /** Writes what this process counted; runs after a write under way, so two never overlap. */
  function flush(): Promise<void> {
    flushing = flushing.then(() => {
      if (pending.size === 0) return;
      const batch = [...pending.values()];
      pending = new Map();
      return write(batch);
    });
    return flushing;
  }

  return {
    /** Counts one search of `q` (a visitor's words), and whether it found nothing. Blank words are not a search. */
    note(q: string, foundNothing: boolean) {
      const query = normalizeText(q).slice(0, QUERY_MAX).trim();
      if (!query) return;
      count(query, tehranDayOf(clock()), 1, foundNothing ? 1 : 0);
    },
    flush,
    /** Starts the periodic write (boot.ts); scripts that search without a server write at flush() or stop(). */
    start() {
      timer ??= setInterval(() => void flush(), flushMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await flush();
    },
    /** Forgets days older than the log keeps (the hourly work). */
    sweep: () => repos.searchLog.sweepBefore(addDays(tehranDayOf(clock()), -(SEARCH_LOG_DAYS - 1))),
  };
}

export type SearchLog = ReturnType<typeof searchLog>;
