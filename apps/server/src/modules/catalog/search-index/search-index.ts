import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database.ts';
import { type IndexData, applyChanges, buildIndexData } from './build.ts';
import { changesAfter, latestChange, pruneChanges } from './queries.ts';
import { timeSlices } from './time-slices.ts';

/** Changes read per query of the log. */
const CHANGES_PER_STEP = 5_000;
/** Products written since the build beyond which a build anew is cheaper than the overlay. */
const OVERLAY_LIMIT = 20_000;
/**
 * How long a hole in the change log's ids is waited for: on PostgreSQL a transaction that
 * took an id may commit after a later one; one that rolled back leaves the hole for good.
 */
const HOLE_WAIT_MS = 30_000;
/** How often the log is read when no search asks, and how long its rows are kept. */
const FOLLOW_EVERY_MS = 2_000;
const KEEP_CHANGES_MS = 10 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    searchIndex: SearchIndex;
  }
}

export type SearchIndexState = 'off' | 'building' | 'ready';

/**
 * The product search index of this process (ADR 10): built in the background at start-up
 * (searches are answered by the database meanwhile), then kept in step with the change log
 * that triggers write (migration 018), read before every search, so an answer reflects every
 * write committed before it was asked, whichever process made it.
 */
export class SearchIndex {
  #state: SearchIndexState;
  #data: IndexData | undefined;
  /** Every change up to this id is applied (or was a hole given up on). */
  #cursor = 0;
  /** Ids past the cursor already applied, while a hole before them is waited for. */
  readonly #applied = new Set<number>();
  #holeSince: number | undefined;
  #pending: Promise<void> | undefined;
  #chain: Promise<void> = Promise.resolve();
  #building: Promise<void> | undefined;
  #timer: NodeJS.Timeout | undefined;
  #lastPrune = 0;
  #closed = false;
  #builds = 0;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    enabled: boolean,
  ) {
    this.#state = enabled ? 'building' : 'off';
  }

  get state(): SearchIndexState {
    return this.#state;
  }

  /** How many builds have ended (the first and every one after a bulk load or a full overlay). */
  get builds(): number {
    return this.#builds;
  }

  /** Starts the first build and the following of the change log. */
  start(): void {
    if (this.#state === 'off') return;
    this.#rebuild();
    this.#timer = setInterval(() => {
      if (this.#data) void this.current().catch((error) => this.log.warn({ error }, 'search index: following failed'));
    }, FOLLOW_EVERY_MS);
    this.#timer.unref();
  }

  close(): void {
    this.#closed = true;
    if (this.#timer) clearInterval(this.#timer);
  }

  /** The index brought up to the log's latest change, or undefined while there is none to use. */
  async current(): Promise<IndexData | undefined> {
    if (!this.#data) return undefined;
    await this.#followAfterNow();
    return this.#data;
  }

  /**
   * Reads the log once more after every read already running (a read that began before the
   * caller's own write committed might not see it); callers arriving together share one read.
   */
  #followAfterNow(): Promise<void> {
    if (this.#pending) return this.#pending;
    const run = this.#exclusive(async () => {
      this.#pending = undefined;
      await this.#follow();
    });
    this.#pending = run;
    return run;
  }

  /** Runs `work` after every follow and swap before it: the cursor belongs to one index at a time. */
  #exclusive(work: () => Promise<void>): Promise<void> {
    const run = this.#chain.then(work, work);
    this.#chain = run.catch(() => undefined);
    return run;
  }

  async #follow(): Promise<void> {
    const data = this.#data;
    if (!data) return;
    let after = this.#cursor;
    for (;;) {
      const rows = await changesAfter(this.db, after, CHANGES_PER_STEP);
      const fresh = rows.filter((row) => !this.#applied.has(row.id));
      if (fresh.some((row) => row.product_id === 0)) {
        // A bulk load: until the build anew, searches are answered by the database.
        this.#data = undefined;
        this.#state = 'building';
        this.#rebuild();
        return;
      }
      const ids = [...new Set(fresh.map((row) => row.product_id))];
      for (let i = 0; i < ids.length; i += 500) await applyChanges(this.db, data, ids.slice(i, i + 500));
      for (const row of fresh) this.#applied.add(row.id);
      this.#advance();
      if (rows.length < CHANGES_PER_STEP) break;
      after = rows.at(-1)?.id ?? after;
    }
    // The overlay of products written since the build is searched word by word: compacted by a build anew.
    if (data.own.changed.size > OVERLAY_LIMIT) this.#rebuild();
    await this.#prune();
  }

  /** Moves the cursor over the applied ids that follow it, and over a hole waited for long enough. */
  #advance(): void {
    for (;;) {
      while (this.#applied.delete(this.#cursor + 1)) this.#cursor += 1;
      if (this.#applied.size === 0) {
        this.#holeSince = undefined;
        return;
      }
      const now = Date.now();
      this.#holeSince ??= now;
      if (now - this.#holeSince < HOLE_WAIT_MS) return;
      this.#cursor = Math.min(...this.#applied) - 1;
      this.#holeSince = undefined;
    }
  }

  async #prune(): Promise<void> {
    const now = Date.now();
    if (now - this.#lastPrune < 60_000) return;
    this.#lastPrune = now;
    await pruneChanges(this.db, now - KEEP_CHANGES_MS);
  }

  /**
   * Builds the index afresh in the background; the one in use (if any) keeps answering until
   * the new one replaces it. Changes logged from the build's start on are applied after it.
   */
  #rebuild(): void {
    if (this.#building || this.#closed) return;
    const started = performance.now();
    this.#building = (async () => {
      const from = await latestChange(this.db);
      const data = await buildIndexData(this.db, timeSlices());
      if (this.#closed) return;
      await this.#exclusive(async () => {
        this.#data = data;
        this.#cursor = from;
        this.#applied.clear();
        this.#holeSince = undefined;
        await this.#follow();
      });
      this.#state = 'ready';
      this.#builds += 1;
      this.log.info(
        { products: data.own.documents, ms: Math.round(performance.now() - started) },
        'search index: built',
      );
    })()
      .catch((error: unknown) => {
        // A build cut short by the server closing is no failure.
        if (this.#closed) return;
        this.log.error({ error }, 'search index: build failed; searches use the database');
        this.#data = undefined;
        this.#state = 'building';
        // Tried again later: the database may be back by then.
        setTimeout(() => this.#rebuild(), 30_000).unref();
      })
      .finally(() => {
        this.#building = undefined;
      });
  }

  /** Resolves once the running build (if any) has ended: tests and benchmarks wait for it. */
  async built(): Promise<void> {
    await this.#building;
  }
}
