/**
 * At most `slots` tasks at once; the rest wait their turn. For work that holds a core for seconds (re-encoding an
 * uploaded picture): two visitors uploading at once must not take both cores from the pages.
 *
 * A task may name its key (a client's address): a freed slot goes to the waiting key whose last task started longest
 * ago (one that has had none yet first), each key's own tasks in the order they came. One client's five big pictures
 * then put another's small one behind the one running, not behind all five. Tasks without a key share one key, first
 * come first served. `waiting` and `waitingFor(key)` count those in line, so a caller can refuse more than it is
 * willing to queue, in all or of one client.
 */
export function concurrencyLimit(slots: number) {
  let running = 0;
  let waiting = 0;
  let starts = 0;
  const lines = new Map<string, (() => void)[]>();
  /** For each key with a task running or waiting: how many, and when its last one started. */
  const keys = new Map<string, { tasks: number; lastStart: number }>();

  /** The next task's go-ahead: the first of the line whose key started longest ago; undefined when none waits. */
  const nextTurn = (): (() => void) | undefined => {
    let chosen: string | undefined;
    for (const key of lines.keys()) {
      if (chosen === undefined || keys.get(key)!.lastStart < keys.get(chosen)!.lastStart) chosen = key;
    }
    if (chosen === undefined) return undefined;
    const line = lines.get(chosen)!;
    const turn = line.shift()!;
    if (!line.length) lines.delete(chosen);
    waiting--;
    return turn;
  };

  return {
    get waiting() {
      return waiting;
    },
    waitingFor(key: string) {
      return lines.get(key)?.length ?? 0;
    },
    async run<T>(task: () => Promise<T>, key = ''): Promise<T> {
      const known = keys.get(key) ?? { tasks: 0, lastStart: -1 };
      known.tasks++;
      keys.set(key, known);
      // A finished task hands its slot straight to the next in turn, so no newcomer can slip in between.
      if (running < slots) running++;
      else {
        await new Promise<void>((resolve) => {
          const line = lines.get(key);
          if (line) line.push(resolve);
          else lines.set(key, [resolve]);
          waiting++;
        });
      }
      known.lastStart = ++starts;
      try {
        return await task();
      } finally {
        if (--known.tasks === 0) keys.delete(key);
        const turn = nextTurn();
        if (turn) turn();
        else running--;
      }
    },
  };
}
