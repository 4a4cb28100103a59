import { LRUCache } from 'lru-cache';
import { onCatalogChange } from '../../lib/catalog-events.ts';

/**
 * What product lists share across sorts and pages, worked out once: a scope's facets, a filter's
 * count, which shops are listed. Unlike the response cache (whole answers, one per URL), these
 * serve every sort, page and page size of the same filters. Each entry holds the promise, so
 * shoppers asking at once share one computation. A listing change (lib/catalog-events.ts,
 * relayed between processes) drops everything; changes of figures keep it, as counts, facets
 * and price ranges depend on none of stock, sales or ratings (counts by rating are not kept); `seconds` bounds how long a change made behind
 * the server's back (an edit in the database itself) goes unseen. 0 turns the cache off.
 */
export class CatalogSummaries {
  readonly #cache: LRUCache<string, Promise<unknown>> | undefined;
  readonly #unsubscribe: () => void;

  constructor(seconds: number) {
    this.#cache = seconds > 0 ? new LRUCache({ max: 20_000, ttl: seconds * 1000 }) : undefined;
    this.#unsubscribe = onCatalogChange((change) => {
      if (change === 'listing') this.#cache?.clear();
    });
  }

  /** The summary under `key`, computed by `work` when not held. */
  get<T>(key: string, work: () => Promise<T>): Promise<T> {
    const cache = this.#cache;
    if (!cache) return work();
    const held = cache.get(key) as Promise<T> | undefined;
    if (held) return held;
    const computed = work();
    cache.set(key, computed);
    // A failed computation is not remembered; the next request tries again.
    computed.catch(() => {
      if (cache.get(key) === computed) cache.delete(key);
    });
    return computed;
  }

  close(): void {
    this.#unsubscribe();
    this.#cache?.clear();
  }
}
