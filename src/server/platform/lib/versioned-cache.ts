/**
 * A process's cache of reads that know their version (ADR 074): a read is served again while its
 * version is the current one and it is younger than a time to live; reads that miss together
 * wait for one load (no stampede). The version comes from the database (e.g. the newest stream
 * event of a type), so every process agrees on when a read is stale; the time to live covers what
 * sends no event.
 */
import { LRUCache } from 'lru-cache';

/** What the cache holds for a key. */
interface Entry<T> {
  version: number;
  /** When it was loaded, ms since the epoch (the app clock). */
  at: number;
  value: T;
}

/**
 * Reads of `T` by key, at most `maxSize` in total by `sizeOf` (e.g. bytes of JSON), the least
 * recently used dropped first.
 */
export class VersionedCache<T extends object> {
  readonly #entries: LRUCache<string, Entry<T>>;
  readonly #inflight = new Map<string, Promise<T>>();
  readonly #ttlMs: number;

  /**
   * @param options.ttlMs how long a read is served at the same version, ms.
   * @param options.maxSize the budget of the cache in `sizeOf` units.
   * @param options.sizeOf the size of a value (at least 1).
   */
  constructor(options: { ttlMs: number; maxSize: number; sizeOf: (value: T) => number }) {
    this.#ttlMs = options.ttlMs;
    this.#entries = new LRUCache({
      maxSize: options.maxSize,
      sizeCalculation: (entry) => Math.max(1, options.sizeOf(entry.value)),
    });
  }

  /**
   * The value for `key` at `version`: the cached one when it is at that version and younger than
   * the time to live at `nowMs`, otherwise what `load` gives (shared by concurrent callers of the
   * same key and version). A failed load is not cached.
   */
  async get(key: string, version: number, nowMs: number, load: () => Promise<T>): Promise<T> {
    const hit = this.#entries.get(key);
    if (hit && hit.version === version && nowMs - hit.at < this.#ttlMs) return hit.value;
    const flight = `${key}\u0000${version}`;
    let read = this.#inflight.get(flight);
    if (!read) {
      read = load()
        .then((value) => {
          this.#entries.set(key, { version, at: nowMs, value });
          return value;
        })
        .finally(() => this.#inflight.delete(flight));
      this.#inflight.set(flight, read);
    }
    return read;
  }
}
