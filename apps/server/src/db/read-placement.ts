/**
 * Where each read statement runs: on the server's thread or on a reader thread. Handing a read
 * to a thread and its rows back costs the server's thread about as much as a small indexed read
 * itself (a quarter of its time on the home page), so a statement that has answered quickly
 * every time runs where it is asked; one that took long, or that has not been seen enough,
 * runs on a thread, where it holds no other request. Each statement is known by its SQL text,
 * whatever its parameters; a text whose cost depends on them (a search word) soon shows a slow
 * run and stays on the threads.
 */
export class ReadPlacement {
  readonly #runs = new Map<string, number>();

  /** Whether `sql` runs on the server's thread now. */
  here(sql: string): boolean {
    return (this.#runs.get(sql) ?? 0) >= QUICK_RUNS_TO_STAY;
  }

  /** What one run of `sql` took, in SQLite, wherever it ran. */
  took(sql: string, ms: number): void {
    const runs = this.#runs.get(sql) ?? 0;
    this.#runs.delete(sql);
    // A slow run sends it (back) to the threads for many runs, so a statement slow for some
    // parameters seldom holds the server's thread.
    this.#runs.set(sql, ms <= QUICK_MS ? Math.min(runs + 1, QUICK_RUNS_TO_STAY) : -SLOW_PENALTY_RUNS);
    // Least recently run dropped past the limit, as the statement caches do (IN lists of every length).
    if (this.#runs.size > KNOWN_STATEMENTS) this.#runs.delete(this.#runs.keys().next().value as string);
  }
}

/**
 * A read this quick costs the server's thread less where it is asked than the hop to a thread
 * and back. Measured side by side at 100,000 products (docs/performance.md): at 1 ms category
 * and flash-sale pages answered 1.5 times as many requests as with every read on the threads;
 * at 0.25 ms, about as many.
 */
const QUICK_MS = 1;
/** Quick runs in a row before a statement runs on the server's thread. */
const QUICK_RUNS_TO_STAY = 8;
/** After a slow run, how many quick runs a statement owes before it may run there again. */
const SLOW_PENALTY_RUNS = 256;
const KNOWN_STATEMENTS = 2000;
