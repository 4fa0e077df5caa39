/**
 * The talent feed's in-process index (issue #14 "API", docs/decisions/049-feed-index-in-process.md):
 * every candidate the feed shows, newest first, held in memory by each server process, with
 * posting lists for the filters of spec 1 §5 "Talent feed filtering" — the 1-, 2- and 3-character
 * grams of each line of `search_text`, each of its lines but the name, the 3-grams of each name,
 * each skill, each availability key, each lower-cased role and location. A page is found here with no query, newest first or — for a company's preferences —
 * best match first (`best-match.ts`, docs/decisions/051); the database is asked only for the
 * feed's version on each request (one indexed single-row read), and for the changed candidates
 * when it moved, so a candidate who is no longer approved never shows, whichever process changed
 * them.
 *
 * The matching rules are `feedConditions`' (talent-feed.repo.ts), evaluated in JavaScript on the
 * same lower-cased columns: `q` is a substring of `search_text` (one or two characters within one
 * line), `role` and `location` substrings of their lower-cased values, `availability` the same
 * availability key, `skills` all present. `feed-index.test.ts` compares both, page by page.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from '../../../db/client';
import type { FeedQuery } from '../../../shared/talent-feed/schemas';
import { availabilityKey } from '../../../shared/talent-feed/schemas';
import { MAX_MATCH_SCORE, matchScore, type MatchFacts, type MatchPreferences } from './best-match';
import * as answerDaysRepo from '../responsiveness';
import { candidateResponsivenessFrom, type AnswerDayBucket } from '../responsiveness';
import {
  advancedFiltersOf,
  answersMatch,
  experienceMatches,
  factsMatch,
  meetsAdvancedFilters,
  type AdvancedFilters,
  type FeedContext,
} from './advanced-search';
import * as changesRepo from './feed-changes.repo';
import type { FeedAudience, FeedIndexRow } from './talent-feed.repo';
import * as repo from './talent-feed.repo';

/** Changed candidates kept beside the built lists before they are rebuilt. */
const MAX_OVERLAY = 500;
/** Rows indexed per turn of the event loop while building, so that requests keep being served. */
const BUILD_SLICE = 5_000;
/**
 * A list holding at least this share of all positions is tested through a bitset (one bit per
 * position) rather than searched by galloping: a two-letter search, a common skill or a broad
 * location holds a large share of the feed, and a combined filter walked them position by position.
 */
const BITSET_SHARE = 1 / 32;
/** Role and location unions and longer searches' lists kept, per set of built lists. */
const MAX_CACHED_UNIONS = 500;
/** Change log entries are kept for this many versions (a process further behind reloads). */
const KEEP_VERSIONS = 10_000;

/**
 * A row as the index holds it: its derived match values (`MatchFacts`) replaced by the number of
 * its match class — the candidates with the same values, who get the same 'Best match' score for
 * any preferences (`FeedIndex.matchFactsOf` gives the values back).
 */
export type IndexedRow = Omit<FeedIndexRow, keyof MatchFacts> & { matchClass: number };

/** Posting lists: positions in `rows`, ascending (newest first). */
type Postings = Map<string | number, Int32Array>;

interface Built {
  /** Shown candidates, newest first (`created_at desc, id desc`). */
  rows: IndexedRow[];
  /** Each row's position, by candidate id. */
  positions: Map<string, number>;
  /**
   * Each position's `searchText`, for checking a search against the built rows without reading
   * them: the strings sit in one array, where a walk over many rows finds them with fewer cache
   * misses than through each row object.
   */
  texts: string[];
  /** Each position's match class (`IndexedRow.matchClass`), for walks that need no row. */
  classes: Int32Array;
  /** 1 at the positions of candidates changed since the build (their row now is in the overlay). */
  stale: Uint8Array;
  /**
   * The positions of candidates visible to everyone, as a bitset — the `public` audience's filter
   * (docs/decisions/060) — or null when every built candidate is.
   */
  publicSet: Uint32Array | null;
  grams: Postings;
  skills: Postings;
  availability: Postings;
  roles: Postings;
  locations: Postings;
  /**
   * Each match class's positions (`IndexedRow.matchClass`): advanced search's salary, work type
   * and time-zone overlap are rules on a class's derived values, so their matches are the union of
   * the classes that meet them (docs/decisions/075).
   */
  matchClasses: Postings;
  /** Each number of years of experience's positions (none for an unknown one). */
  experience: Postings;
  /**
   * Each line of the search texts but the name — the role, the location, each skill, as the
   * database lower-cased them: a longer search matches in these lines exactly where the lines
   * containing it are (`searchListOf`).
   */
  lines: Postings;
  /** The 3-grams of each name (the first line of the search text), for a longer search. */
  nameGrams: Postings;
  /**
   * Role and location filters' lists (`unionOf`), longer searches' (`searchListOf`), and advanced
   * search's (`advancedListsOf`), by text.
   */
  unions: {
    roles: Map<string, Int32Array | Uint32Array>;
    locations: Map<string, Int32Array | Uint32Array>;
    searches: Map<string, Int32Array | Uint32Array>;
    advanced: Map<string, Int32Array | Uint32Array>;
  };
  /**
   * Each position's usual answer time in days (ADR 027's median) over the window starting on
   * `day`, -1 without figures: made on the first 'answers within' of the day, for this build (a
   * candidate whose buckets change since is in the overlay, their position stale).
   */
  usualDays: { day: string; days: Int8Array } | null;
}

const EMPTY = new Int32Array(0);
/** A day before any bucket: the index keeps every day's buckets. */
const ALL_DAYS = '1970-01-01';

function groupByCandidate(buckets: AnswerDayBucket[]): Map<string, AnswerDayBucket[]> {
  const byCandidate = new Map<string, AnswerDayBucket[]>();
  for (const bucket of buckets) {
    const own = byCandidate.get(bucket.candidateId);
    if (own) own.push(bucket);
    else byCandidate.set(bucket.candidateId, [bucket]);
  }
  return byCandidate;
}

/** Whether `a` comes before `b` newest first: later `created_at`, then the greater id. */
function newer(a: IndexedRow, b: IndexedRow): boolean {
  return a.createdUs !== b.createdUs ? a.createdUs > b.createdUs : a.id > b.id;
}

/** The key of a gram of 1–3 UTF-16 code units: distinct for every gram, a number for speed. */
function gramKey(text: string, at: number, length: number): number {
  let key = 0;
  for (let i = length - 1; i >= 0; i--) key = key * 65_536 + text.charCodeAt(at + i);
  return key;
}

/** Each distinct 1-, 2- and 3-gram of each line of `searchText` (none across two lines). */
function gramsOf(searchText: string): Set<number> {
  const grams = new Set<number>();
  for (const line of searchText.split('\n')) {
    for (let i = 0; i < line.length; i++) {
      for (let n = 1; n <= 3 && i + n <= line.length; n++) grams.add(gramKey(line, i, n));
    }
  }
  return grams;
}

/** Each distinct 3-gram of `line`. */
function trigramsOf(line: string): Set<number> {
  const grams = new Set<number>();
  for (let i = 0; i + 3 <= line.length; i++) grams.add(gramKey(line, i, 3));
  return grams;
}

/** Adds `position` to the growing list of `key`. */
function post(lists: Map<string | number, number[]>, key: string | number, position: number) {
  const list = lists.get(key);
  if (list) list.push(position);
  else lists.set(key, [position]);
}

function frozen(lists: Map<string | number, number[]>): Postings {
  const out: Postings = new Map();
  for (const [key, list] of lists) out.set(key, Int32Array.from(list));
  return out;
}

/** Builds the lists of `rows` (sorted here, newest first), a slice of rows per event-loop turn. */
async function build(rows: IndexedRow[]): Promise<Built> {
  rows.sort((a, b) => (newer(a, b) ? -1 : newer(b, a) ? 1 : 0));
  const grams = new Map<string | number, number[]>();
  const skills = new Map<string | number, number[]>();
  const availability = new Map<string | number, number[]>();
  const roles = new Map<string | number, number[]>();
  const locations = new Map<string | number, number[]>();
  const matchClasses = new Map<string | number, number[]>();
  const experience = new Map<string | number, number[]>();
  const lines = new Map<string | number, number[]>();
  const nameGrams = new Map<string | number, number[]>();
  const positions = new Map<string, number>();
  const texts = new Array<string>(rows.length);
  const classes = new Int32Array(rows.length);
  const hidden: number[] = [];
  for (let p = 0; p < rows.length; p++) {
    if (p > 0 && p % BUILD_SLICE === 0) await nextTurn();
    const row = rows[p]!;
    positions.set(row.id, p);
    texts[p] = row.searchText;
    classes[p] = row.matchClass;
    if (!row.public) hidden.push(p);
    for (const gram of gramsOf(row.searchText)) post(grams, gram, p);
    for (const skill of new Set(row.skills ?? [])) post(skills, skill, p);
    if (row.availabilityKey !== null) post(availability, row.availabilityKey, p);
    post(roles, row.roleLower, p);
    post(locations, row.locationLower, p);
    post(matchClasses, row.matchClass, p);
    if (row.experienceYears !== null) post(experience, row.experienceYears, p);
    // Line 0 is the name; a line given twice (a skill that is also the role) is posted once.
    const [name = '', ...others] = row.searchText.split('\n');
    for (const line of new Set(others)) post(lines, line, p);
    for (const gram of trigramsOf(name)) post(nameGrams, gram, p);
  }
  let publicSet: Uint32Array | null = null;
  if (hidden.length > 0) {
    publicSet = new Uint32Array((rows.length + 31) >>> 5).fill(0xffffffff);
    if (rows.length % 32 !== 0) publicSet[publicSet.length - 1] = 2 ** (rows.length % 32) - 1;
    for (const p of hidden) publicSet[p >>> 5]! &= ~(1 << (p & 31));
  }
  return {
    rows,
    positions,
    texts,
    classes,
    stale: new Uint8Array(rows.length),
    publicSet,
    grams: frozen(grams),
    skills: frozen(skills),
    availability: frozen(availability),
    roles: frozen(roles),
    locations: frozen(locations),
    matchClasses: frozen(matchClasses),
    experience: frozen(experience),
    lines: frozen(lines),
    nameGrams: frozen(nameGrams),
    unions: { roles: new Map(), locations: new Map(), searches: new Map(), advanced: new Map() },
    usualDays: null,
  };
}

/** The query's filters, lower-cased as `feedConditions` compares them, and who reads. */
interface Filters {
  audience: FeedAudience;
  /** The candidates hidden from the company reading (docs/decisions/081), or null. */
  hidden: ReadonlySet<string> | null;
  q: string;
  role: string;
  location: string;
  availability: string | null;
  skills: string[];
  /** Advanced search's filters, resolved for this request (docs/decisions/075), or null. */
  advanced: AdvancedFilters | null;
  /** Whether a row meets `advanced` (`meetsAdvancedFilters` with its class's values and figures). */
  meetsAdvanced: (row: IndexedRow) => boolean;
}

const meetsAll = () => true;

function filtersOf(
  query: FeedQuery,
  audience: FeedAudience,
  context: FeedContext | undefined,
  meets: (a: AdvancedFilters, row: IndexedRow) => boolean,
): Filters {
  const advanced = advancedFiltersOf(query, context);
  return {
    audience,
    hidden: context?.hidden && context.hidden.ids.size > 0 ? context.hidden.ids : null,
    q: query.q ? query.q.toLowerCase() : '',
    role: query.role ? query.role.toLowerCase() : '',
    location: query.location ? query.location.toLowerCase() : '',
    availability: query.availability ? availabilityKey(query.availability) : null,
    skills: query.skills,
    advanced,
    meetsAdvanced: advanced ? (row) => meets(advanced, row) : meetsAll,
  };
}

/** Whether `searchText` meets the search `q` (lower-cased; '' for none), as `feedConditions`. */
function searchMatches(searchText: string, q: string): boolean {
  if (!q) return true;
  // One or two characters are a gram within one line (`search_grams`); longer is `LIKE`. (The
  // newline test first: it is rarely true, and counting characters allocates on every row.)
  if (q.includes('\n') && [...q].length <= 2) return false;
  return searchText.includes(q);
}

/** Whether `row` meets every filter (spec 1 §5, as `feedConditions`). */
function matches(row: IndexedRow, f: Filters): boolean {
  if (f.audience === 'public' && !row.public) return false;
  if (f.hidden?.has(row.id)) return false;
  if (!searchMatches(row.searchText, f.q)) return false;
  if (f.role && !row.roleLower.includes(f.role)) return false;
  if (f.location && !row.locationLower.includes(f.location)) return false;
  if (f.availability !== null && row.availabilityKey !== f.availability) return false;
  for (const skill of f.skills) if (!row.skills?.includes(skill)) return false;
  return f.meetsAdvanced(row);
}

/** Keeps `list` in `cache` under `key`, emptying the cache first when it is full. */
function keep(
  cache: Map<string, Int32Array | Uint32Array>,
  key: string,
  list: Int32Array | Uint32Array,
): void {
  if (cache.size >= MAX_CACHED_UNIONS) cache.clear();
  cache.set(key, list);
}

/**
 * The positions of every key of `lists` whose text contains `needle`: ascending, each once, or,
 * when they are at least `BITSET_SHARE` of the `all` positions, as a bitset (merging and sorting
 * so many would cost more than testing a bit per row). Kept in `cache`, if given, which belongs to
 * one set of built lists.
 */
function unionOf(
  lists: Postings,
  needle: string,
  cache: Map<string, Int32Array | Uint32Array> | null,
  all: number,
): Int32Array | Uint32Array {
  return unionWhere(lists, (key) => (key as string).includes(needle), needle, cache, all);
}

/**
 * The positions of every key of `lists` that passes `test`, as `unionOf` (ascending, or a bitset
 * when dense), kept in `cache` under `cacheKey`.
 */
function unionWhere(
  lists: Postings,
  test: (key: string | number) => boolean,
  cacheKey: string,
  cache: Map<string, Int32Array | Uint32Array> | null,
  all: number,
): Int32Array | Uint32Array {
  const cached = cache?.get(cacheKey);
  if (cached !== undefined) return cached;
  const parts: Int32Array[] = [];
  let size = 0;
  for (const [key, list] of lists) {
    if (!test(key)) continue;
    size += list.length;
    parts.push(list);
  }
  let union: Int32Array | Uint32Array;
  if (size < all * BITSET_SHARE) {
    union = new Int32Array(size);
    let at = 0;
    for (const part of parts) {
      union.set(part, at);
      at += part.length;
    }
    union.sort();
    // A position under two keys (the search lines of one row) is kept once.
    let kept = 0;
    for (let i = 0; i < union.length; i++)
      if (i === 0 || union[i] !== union[kept - 1]) union[kept++] = union[i]!;
    if (kept < union.length) union = union.slice(0, kept);
  } else {
    union = new Uint32Array((all + 31) >>> 5);
    for (const part of parts) setBits(union, part);
  }
  if (cache) keep(cache, cacheKey, union);
  return union;
}

/** Ascending `positions` (all below `all`) as they are kept: a list, or a bitset when dense. */
function listOrBitset(positions: number[], all: number): Int32Array | Uint32Array {
  const list = Int32Array.from(positions);
  if (list.length < all * BITSET_SHARE) return list;
  const bits = new Uint32Array((all + 31) >>> 5);
  setBits(bits, list);
  return bits;
}

/**
 * Every built position whose search text contains `q` — longer than three characters, with no
 * newline, so within one line: those with a role, location or skill line containing it (the union
 * of those lines' lists) and those whose name contains it (the intersection of the name's trigram
 * lists, each text then checked). Ascending, or a bitset when they are at least `BITSET_SHARE` of
 * the feed; kept per build, like the role and location unions. A search of names walks only
 * names, which are short, and a common word ('engineer', 'react') is counted from its bitset
 * instead of row by row.
 */
function searchListOf(built: Built, q: string): Int32Array | Uint32Array {
  const cached = built.unions.searches.get(q);
  if (cached !== undefined) return cached;
  const all = built.rows.length;
  const inLines = unionOf(built.lines, q, null, all);
  const grams: Int32Array[] = [];
  for (let i = 0; i + 3 <= q.length; i++)
    grams.push(built.nameGrams.get(gramKey(q, i, 3)) ?? EMPTY);
  const inNames: number[] = [];
  eachCommon(
    grams.sort((a, b) => a.length - b.length),
    [],
    all,
    (position) => {
      // A match past the name is in another line, so in `inLines` too: either way it counts once.
      if (built.texts[position]!.includes(q)) inNames.push(position);
      return true;
    },
  );
  let found: Int32Array | Uint32Array = inLines;
  if (inNames.length > 0 && inLines instanceof Uint32Array) {
    found = inLines.slice();
    setBits(found, Int32Array.from(inNames));
  } else if (inNames.length > 0) {
    const merged = new Int32Array(inLines.length + inNames.length);
    let size = 0;
    for (let i = 0, j = 0; i < inLines.length || j < inNames.length;) {
      const next =
        j >= inNames.length || (i < inLines.length && inLines[i]! <= inNames[j]!)
          ? inLines[i++]!
          : inNames[j++]!;
      if (size === 0 || merged[size - 1] !== next) merged[size++] = next;
    }
    found = merged.slice(0, size);
    if (size >= all * BITSET_SHARE) {
      const bits = new Uint32Array((all + 31) >>> 5);
      setBits(bits, found);
      found = bits;
    }
  }
  keep(built.unions.searches, q, found);
  return found;
}

/**
 * The posting lists that together hold every match of `f` (each match is in all of them),
 * shortest first — empty when no filter has one — the bitsets every match is in too (a role or
 * location that many rows have), and whether they are `exact`: every position in all of them
 * matches, so rows need no check (a search of up to three characters is one gram's list, a longer
 * one `searchListOf`; skills, availability and the role and location unions are exact). Only a
 * search with a newline or a surrogate, which has no list, makes them inexact: a position in all
 * of them then matches when its text meets the search (`searchMatches`).
 */
/**
 * The positions of every built row but those of `hidden` (docs/decisions/081), as a bitset: a
 * company reader's filter, made per request (a few thousand words for 100,000 candidates).
 */
function shownTo(built: Built, hidden: ReadonlySet<string>): Uint32Array {
  const all = built.rows.length;
  const bits = new Uint32Array((all + 31) >>> 5).fill(0xffffffff);
  if (all % 32 !== 0) bits[bits.length - 1] = 2 ** (all % 32) - 1;
  for (const id of hidden) {
    const p = built.positions.get(id);
    if (p !== undefined) bits[p >>> 5]! &= ~(1 << (p & 31));
  }
  return bits;
}

function listsOf(
  built: Built,
  f: Filters,
  /** Advanced search's lists (`FeedIndex.advancedListsOf`), exact like the unions. */
  advanced: readonly (Int32Array | Uint32Array)[] = [],
): { lists: Int32Array[]; sets: Uint32Array[]; exact: boolean } {
  const lists: Int32Array[] = [];
  const sets: Uint32Array[] = [];
  let exact = true;
  if (f.q) {
    if (/[\ud800-\udfff\n]/.test(f.q)) exact = false;
    else if (f.q.length <= 3) lists.push(built.grams.get(gramKey(f.q, 0, f.q.length)) ?? EMPTY);
    else {
      const found = searchListOf(built, f.q);
      if (found instanceof Int32Array) lists.push(found);
      else sets.push(found);
    }
  }
  for (const skill of f.skills) lists.push(built.skills.get(skill) ?? EMPTY);
  if (f.availability !== null) lists.push(built.availability.get(f.availability) ?? EMPTY);
  const all = built.rows.length;
  if (f.audience === 'public' && built.publicSet) sets.push(built.publicSet);
  if (f.hidden) sets.push(shownTo(built, f.hidden));
  for (const union of [
    f.role ? unionOf(built.roles, f.role, built.unions.roles, all) : null,
    f.location ? unionOf(built.locations, f.location, built.unions.locations, all) : null,
    ...advanced,
  ]) {
    if (union instanceof Int32Array) lists.push(union);
    else if (union) sets.push(union);
  }
  return { lists: lists.sort((a, b) => a.length - b.length), sets, exact };
}

/** A query's filters and the lists that hold its matches (`listsOf`), in one build. */
type Found = { f: Filters } & ReturnType<typeof listsOf>;

/** The bitsets of dense lists, made on first use; a list belongs to one build, so does its set. */
const bitsets = new WeakMap<Int32Array, Uint32Array>();

/** The first index in `[lo, hi)` of the ascending `list` whose position is not below `p`. */
function lowerBound(list: Int32Array, p: number, lo: number, hi: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < p) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether the ascending `list` holds position `p`. */
function holds(list: Int32Array, p: number): boolean {
  return list[lowerBound(list, p, 0, list.length)] === p;
}

/** Sets the bit of each of `positions` in `bits`. */
function setBits(bits: Uint32Array, positions: Int32Array): void {
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i]!;
    bits[p >>> 5]! |= 1 << (p & 31);
  }
}

/** `list`'s positions (all below `all`) as a bitset, kept while the list lives. */
function bitsetOf(list: Int32Array, all: number): Uint32Array {
  let bits = bitsets.get(list);
  if (!bits) {
    bits = new Uint32Array((all + 31) >>> 5);
    setBits(bits, list);
    bitsets.set(list, bits);
  }
  return bits;
}

/** Whether every one of `sets` holds position `p`. */
function inAll(sets: readonly Uint32Array[], p: number): boolean {
  for (let k = 0; k < sets.length; k++)
    if (((sets[k]![p >>> 5]! >>> (p & 31)) & 1) === 0) return false;
  return true;
}

/** The number of 1 bits in the 32-bit `word`. */
function popcount(word: number): number {
  word -= (word >>> 1) & 0x55555555;
  word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
  return Math.imul((word + (word >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Word `w` of the intersection of `sets` (bitsets of one build). */
function wordOfAll(sets: readonly Uint32Array[], w: number): number {
  let word = sets[0]![w]!;
  for (let k = 1; k < sets.length; k++) word &= sets[k]![w]!;
  return word;
}

/** How many positions every one of `sets` (bitsets of one build, at least one) holds. */
function countAll(sets: readonly Uint32Array[]): number {
  let count = 0;
  for (let w = 0; w < sets[0]!.length; w++) count += popcount(wordOfAll(sets, w));
  return count;
}

/**
 * Calls `visit` with each position in all of `lists` and all of `sets` (ascending) until it
 * returns false: walks the shortest list and, for each of its positions, tests the bitsets — the
 * given ones and those of the dense lists (`BITSET_SHARE`) — and skips ahead in the other lists
 * (galloping), so rows are read only for positions every filter holds. With no lists, every
 * position below `all` in all of `sets`.
 */
function eachCommon(
  lists: Int32Array[],
  sets: Uint32Array[],
  all: number,
  visit: (position: number) => boolean,
) {
  if (lists.length === 0) {
    if (sets.length === 0) {
      for (let p = 0; p < all; p++) if (!visit(p)) return;
      return;
    }
    // A word of the intersection at a time, its set bits lowest first.
    for (let w = 0; w < sets[0]!.length; w++) {
      for (let word = wordOfAll(sets, w); word !== 0; word &= word - 1) {
        if (!visit((w << 5) + 31 - Math.clz32(word & -word))) return;
      }
    }
    return;
  }
  const [shortest, ...others] = lists as [Int32Array, ...Int32Array[]];
  const bits = [
    ...sets,
    ...others
      .filter((list) => list.length >= all * BITSET_SHARE)
      .map((list) => bitsetOf(list, all)),
  ];
  const sparse = others.filter((list) => list.length < all * BITSET_SHARE);
  const at = sparse.map(() => 0);
  outer: for (let i = 0; i < shortest.length; i++) {
    const p = shortest[i]!;
    if (!inAll(bits, p)) continue;
    for (let k = 0; k < sparse.length; k++) {
      const list = sparse[k]!;
      let lo = at[k]!;
      if (lo >= list.length) return;
      if (list[lo]! < p) {
        // Gallop to a bound past `p`, then binary search between.
        let step = 1;
        let hi = lo + 1;
        while (hi < list.length && list[hi]! < p) {
          lo = hi;
          step *= 2;
          hi = lo + step;
        }
        lo = lowerBound(list, p, lo, Math.min(hi, list.length));
        at[k] = lo;
        if (lo >= list.length) return;
      }
      if (list[lo] !== p) continue outer;
    }
    if (!visit(p)) return;
  }
}

/** One process's index of one database; `ensureCurrent` before each read. */
class FeedIndex {
  private built: Built = {
    rows: [],
    positions: new Map(),
    texts: [],
    classes: new Int32Array(0),
    stale: new Uint8Array(0),
    publicSet: null,
    grams: new Map(),
    skills: new Map(),
    availability: new Map(),
    roles: new Map(),
    locations: new Map(),
    matchClasses: new Map(),
    experience: new Map(),
    lines: new Map(),
    nameGrams: new Map(),
    unions: { roles: new Map(), locations: new Map(), searches: new Map(), advanced: new Map() },
    usualDays: null,
  };
  /** Candidates changed since `built`: their row now, or null when the feed no longer shows them. */
  private overlay = new Map<string, IndexedRow | null>();
  /** The match classes met so far, by key (`classify`), and each one's derived values. */
  private readonly matchClasses = new Map<string, number>();
  private readonly classFacts: MatchFacts[] = [];
  /**
   * Each candidate's answer-day buckets (docs/decisions/027), all days: the responsiveness figures
   * of a page are added up from them at the request's `now`.
   */
  private buckets = new Map<string, AnswerDayBucket[]>();
  /** The version `built` plus `overlay` reflect; -1 before the first load. */
  private version = -1;
  private refreshing: Promise<void> | null = null;
  private rebuilding = false;
  private rebuildsDone = 0;
  private prunedAt = 0;

  constructor(private readonly db: Db) {}

  /** How many background rebuilds (`rebuild`) have replaced the built lists: read-only, for tests. */
  get rebuilds(): number {
    return this.rebuildsDone;
  }

  /** `row` with the number of its match class (a new class gets the next number). */
  private classify(row: FeedIndexRow): IndexedRow {
    const facts: MatchFacts = {
      roleFamily: row.roleFamily,
      workMode: row.workMode,
      engagementKind: row.engagementKind,
      workRegion: row.workRegion,
      salaryLowUsd: row.salaryLowUsd,
      salaryHighUsd: row.salaryHighUsd,
    };
    const key = Object.values(facts).join('|');
    let matchClass = this.matchClasses.get(key);
    if (matchClass === undefined) {
      matchClass = this.classFacts.length;
      this.matchClasses.set(key, matchClass);
      this.classFacts.push(facts);
    }
    // An object literal of fixed fields: the most compact layout for 100,000 rows (a copy by
    // spread took about 500 more bytes a row, measured with `process.memoryUsage` after a GC).
    return {
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      role: row.role,
      bio: row.bio,
      skills: row.skills,
      experienceYears: row.experienceYears,
      location: row.location,
      availability: row.availability,
      availabilityDate: row.availabilityDate,
      salaryRange: row.salaryRange,
      createdUs: row.createdUs,
      searchText: row.searchText,
      roleLower: row.roleLower,
      locationLower: row.locationLower,
      availabilityKey: row.availabilityKey,
      inFeed: row.inFeed,
      public: row.public,
      matchClass,
    };
  }

  /** The derived match values of a row of this index (its class's). */
  matchFactsOf(row: IndexedRow): MatchFacts {
    return this.classFacts[row.matchClass]!;
  }

  /** The version read in flight, and the one queued to start once it has answered. */
  private reading: Promise<number> | null = null;
  private queued: Promise<number> | null = null;

  /**
   * The feed's version as of a read that started after this call: the read in flight if none is
   * (one query); else the next read, shared by every call made while this one was in flight. So
   * concurrent requests share reads, and each still sees every change committed before it came.
   */
  private versionFromNow(): Promise<number> {
    if (!this.reading) {
      this.reading = changesRepo.readFeedVersion(this.db).finally(() => {
        this.reading = null;
      });
      return this.reading;
    }
    this.queued ??= this.reading
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.versionFromNow();
      });
    return this.queued;
  }

  /**
   * Brings the index up to the feed's version now: reads the version (a query shared with the
   * requests made meanwhile, `versionFromNow`), and when it moved, the changed candidates (or, the
   * first time or when too far behind, all of them).
   */
  async ensureCurrent(): Promise<void> {
    const version = await this.versionFromNow();
    while (this.version < version) {
      this.refreshing ??= this.refresh(version).finally(() => (this.refreshing = null));
      await this.refreshing;
    }
  }

  private async refresh(version: number): Promise<void> {
    const changed =
      this.version < 0
        ? null
        : await changesRepo.findChangedCandidates(this.db, this.version, version);
    if (!changed) {
      const [rows, buckets] = await Promise.all([
        repo.findFeedIndexRows(this.db),
        answerDaysRepo.findBucketsSince(this.db, ALL_DAYS),
      ]);
      this.built = await build(rows.map((row) => this.classify(row)));
      this.overlay = new Map();
      this.buckets = groupByCandidate(buckets);
    } else {
      const buckets = groupByCandidate(
        await answerDaysRepo.findBucketsSince(this.db, ALL_DAYS, changed),
      );
      for (const id of changed) {
        const own = buckets.get(id);
        if (own) this.buckets.set(id, own);
        else this.buckets.delete(id);
      }
      const rows = new Map(
        (await repo.findFeedIndexRows(this.db, changed)).map((row) => [row.id, row]),
      );
      for (const id of changed) {
        const row = rows.get(id);
        this.overlay.set(id, row?.inFeed ? this.classify(row) : null);
        this.markStale(this.built, id);
      }
      if (this.overlay.size > MAX_OVERLAY && !this.rebuilding) void this.rebuild();
    }
    this.version = version;
    if (version - this.prunedAt > KEEP_VERSIONS / 10) {
      this.prunedAt = version;
      await changesRepo.pruneFeedChanges(this.db, version - KEEP_VERSIONS);
    }
  }

  /** Marks the built row of candidate `id`, if any, as replaced by the overlay. */
  private markStale(built: Built, id: string): void {
    const position = built.positions.get(id);
    if (position !== undefined) built.stale[position] = 1;
  }

  /** Folds the overlay into new lists in the background; reads use the old ones meanwhile. */
  private async rebuild(): Promise<void> {
    this.rebuilding = true;
    try {
      const base = this.built;
      const folded = new Map(this.overlay);
      const rows = base.rows.filter((row) => !folded.has(row.id));
      for (const row of folded.values()) if (row) rows.push(row);
      const built = await build(rows);
      // A full reload meanwhile (`refresh`) replaced the base and the overlay: keep it.
      if (this.built !== base) return;
      this.built = built;
      this.rebuildsDone += 1;
      // Changes that arrived while building stay in the overlay.
      for (const [id, row] of folded) if (this.overlay.get(id) === row) this.overlay.delete(id);
      for (const id of this.overlay.keys()) this.markStale(built, id);
    } finally {
      this.rebuilding = false;
    }
  }

  /**
   * Whether one row meets advanced filters `a`: its class's derived values, its experience, and its
   * figures over the window from `a.answers.fromDay` (its buckets, as the cards add them up).
   */
  private meetsAdvanced = (a: AdvancedFilters, row: IndexedRow): boolean =>
    meetsAdvancedFilters(
      a,
      { ...this.classFacts[row.matchClass]!, experienceYears: row.experienceYears },
      a.answers ? this.figuresFrom(row.id, a.answers.fromDay) : null,
    );

  /** A candidate's responsiveness figures over the window starting on `fromDay` (ADR 027). */
  private figuresFrom(id: string, fromDay: string) {
    const own = (this.buckets.get(id) ?? []).filter((bucket) => bucket.day >= fromDay);
    return candidateResponsivenessFrom([id], own).get(id) ?? null;
  }

  /**
   * The lists that hold every built match of advanced filters `a` (docs/decisions/075), each kept
   * per build: the union of the match classes whose values meet the salary, work type and overlap
   * filters (a few hundred classes are tested, not 100,000 rows); the union of the years of
   * experience in range; and the positions whose figures say they answer in time, from each
   * position's usual answer time, worked out once per build and day.
   */
  private advancedListsOf(built: Built, a: AdvancedFilters | null): (Int32Array | Uint32Array)[] {
    if (!a) return [];
    const all = built.rows.length;
    const cache = built.unions.advanced;
    const lists: (Int32Array | Uint32Array)[] = [];
    if (a.salary || a.workModes || a.regions) {
      const key = `facts ${JSON.stringify([a.salary, a.workModes, a.regions])}`;
      lists.push(
        unionWhere(
          built.matchClasses,
          (matchClass) => factsMatch(a, this.classFacts[matchClass as number]!),
          key,
          cache,
          all,
        ),
      );
    }
    if (a.experience) {
      const key = `experience ${JSON.stringify(a.experience)}`;
      lists.push(
        unionWhere(
          built.experience,
          (years) => experienceMatches(a, years as number),
          key,
          cache,
          all,
        ),
      );
    }
    if (a.answers) {
      const key = `answers ${a.answers.fromDay} ${a.answers.days}`;
      let list = cache.get(key);
      if (!list) {
        const usual = this.usualDaysOf(built, a.answers.fromDay);
        const positions: number[] = [];
        for (let p = 0; p < usual.length; p++)
          if (usual[p]! >= 0 && answersMatch(a, { usualDays: usual[p]! })) positions.push(p);
        list = listOrBitset(positions, all);
        keep(cache, key, list);
      }
      lists.push(list);
    }
    return lists;
  }

  /**
   * Each built position's usual answer time over the window from `fromDay` (-1 without figures):
   * the figures of every candidate with buckets, added up as the cards add them
   * (`candidateResponsivenessFrom`), once per build and day.
   */
  private usualDaysOf(built: Built, fromDay: string): Int8Array {
    if (built.usualDays?.day === fromDay) return built.usualDays.days;
    const days = new Int8Array(built.rows.length).fill(-1);
    const ids: string[] = [];
    const inWindow: AnswerDayBucket[] = [];
    for (const [id, buckets] of this.buckets) {
      if (!built.positions.has(id)) continue;
      ids.push(id);
      for (const bucket of buckets) if (bucket.day >= fromDay) inWindow.push(bucket);
    }
    for (const [id, figures] of candidateResponsivenessFrom(ids, inWindow))
      if (figures?.usualDays != null) days[built.positions.get(id)!] = figures.usualDays;
    built.usualDays = { day: fromDay, days };
    return days;
  }

  /** The changed candidates now shown that match `f`, newest first. */
  private changedMatching(f: Filters): IndexedRow[] {
    const changed: IndexedRow[] = [];
    for (const row of this.overlay.values()) if (row && matches(row, f)) changed.push(row);
    return changed.sort((a, b) => (newer(a, b) ? -1 : 1));
  }

  /** The filters of `query` and their lists in the current build, found once per request. */
  private find(query: FeedQuery, audience: FeedAudience, context?: FeedContext): Found {
    const f = filtersOf(query, audience, context, this.meetsAdvanced);
    return { f, ...listsOf(this.built, f, this.advancedListsOf(this.built, f.advanced)) };
  }

  /**
   * Calls `visit` with each shown candidate matching the `found` query, newest first, until it returns
   * false: the built rows, less those changed since, merged with the changed ones that match.
   */
  private walk(found: Found, visit: (row: IndexedRow) => boolean): void {
    const { f, lists, sets, exact } = found;
    const { rows, texts, stale } = this.built;
    const changed = this.changedMatching(f);
    let next = 0;
    let going = true;
    eachCommon(lists, sets, rows.length, (position) => {
      if (stale[position]) return true;
      if (!exact && !searchMatches(texts[position]!, f.q)) return true;
      const row = rows[position]!;
      while (next < changed.length && newer(changed[next]!, row))
        if (!visit(changed[next++]!)) return (going = false);
      return (going = visit(row));
    });
    if (going) while (next < changed.length) if (!visit(changed[next++]!)) return;
  }

  /**
   * A page: `limit` rows from `offset`, newest first (as `repo.findFeedPage`) or, with `bestFor`,
   * best match first (ties newest first); with `countUpTo`, the matches counted up to that many.
   * The `public` audience sees only candidates visible to everyone (docs/decisions/060). Advanced
   * filters are resolved with `context` (docs/decisions/075; see `feedConditions`).
   */
  findPage(
    query: FeedQuery,
    page: { limit: number; offset: number; countUpTo?: number },
    bestFor: MatchPreferences | null = null,
    audience: FeedAudience = 'public',
    context?: FeedContext,
  ): { rows: IndexedRow[]; counted: number | null } {
    if (bestFor) return this.findBestMatchPage(query, page, bestFor, audience, context);
    const rows: IndexedRow[] = [];
    const end = page.offset + page.limit;
    const found = this.find(query, audience, context);
    const known = page.countUpTo ? this.countWithoutWalk(found) : null;
    const stop = known === null ? Math.max(end, page.countUpTo ?? 0) : end;
    let seen = 0;
    this.walk(found, (row) => {
      if (seen >= page.offset && seen < end) rows.push(row);
      seen += 1;
      return seen < stop;
    });
    return { rows, counted: page.countUpTo ? Math.min(known ?? seen, page.countUpTo) : null };
  }

  /**
   * How many candidates match `f`, when that needs no walk: the built positions every filter holds
   * — all of them with no filter, one exact list's length, or the 1 bits common to the bitsets of
   * dense exact lists (`countAll`, a word at a time) — less those whose candidate changed since
   * the build, plus the changed candidates that match. Null when the filters need a walk: an
   * inexact search, or a sparse list among others (whose walk is short).
   */
  private countWithoutWalk(found: Found): number | null {
    const { f, lists, sets, exact } = found;
    if (!exact) return null;
    const { positions, stale } = this.built;
    const all = this.built.rows.length;
    let built: number;
    let holdsAll: (position: number) => boolean;
    if (lists.length + sets.length === 0) {
      built = all;
      holdsAll = () => true;
    } else if (lists.length === 1 && sets.length === 0) {
      const list = lists[0]!;
      built = list.length;
      holdsAll = (position) => holds(list, position);
    } else if (lists.every((list) => list.length >= all * BITSET_SHARE)) {
      const bits = [...sets, ...lists.map((list) => bitsetOf(list, all))];
      built = countAll(bits);
      holdsAll = (position) => inAll(bits, position);
    } else return null;
    let replaced = 0;
    for (const id of this.overlay.keys()) {
      const position = positions.get(id);
      if (position !== undefined && stale[position] && holdsAll(position)) replaced += 1;
    }
    return built - replaced + this.changedMatching(f).length;
  }

  /**
   * A 'Best match' page: the matches in score levels (each newest first, at most `offset + limit`
   * kept per level), then the levels best first. The score is the match class's, computed once per
   * class for this request, and read by position (`Built.classes`), so a walk over every candidate
   * reads no row it does not keep. The walk stops early once the best level there is holds the page
   * on its own and the count has reached `countUpTo`; else it reads every match.
   */
  private findBestMatchPage(
    query: FeedQuery,
    page: { limit: number; offset: number; countUpTo?: number },
    bestFor: MatchPreferences,
    audience: FeedAudience,
    context: FeedContext | undefined,
  ): { rows: IndexedRow[]; counted: number | null } {
    const scores = Int8Array.from(this.classFacts, (facts) => matchScore(bestFor, facts));
    const best = scores.reduce((top, score) => Math.max(top, score), 0);
    const reach = page.offset + page.limit;
    const cap = page.countUpTo ?? 0;
    const { f, lists, sets, exact } = this.find(query, audience, context);
    const { rows, texts, classes, stale } = this.built;
    // Built rows kept per level, by position (ascending: newest first).
    const levels: number[][] = Array.from({ length: MAX_MATCH_SCORE + 1 }, () => []);
    const changed = this.changedMatching(f);
    let seen = changed.length;
    const top = levels[best]!;
    eachCommon(lists, sets, rows.length, (position) => {
      if (stale[position]) return true;
      if (!exact && !searchMatches(texts[position]!, f.q)) return true;
      const level = levels[scores[classes[position]!]!]!;
      if (level.length < reach) level.push(position);
      seen += 1;
      return top.length < reach || seen < cap;
    });
    // Each level: its built rows and its changed rows, newest first; then best level first.
    const ordered: IndexedRow[] = [];
    for (let score = MAX_MATCH_SCORE; score >= 0 && ordered.length < reach; score--) {
      const level = levels[score]!.map((position) => rows[position]!);
      const own = changed.filter((row) => scores[row.matchClass] === score);
      if (own.length > 0) {
        level.push(...own);
        level.sort((a, b) => (newer(a, b) ? -1 : 1));
      }
      ordered.push(...level.slice(0, reach - ordered.length));
    }
    return {
      rows: ordered.slice(page.offset, reach),
      counted: page.countUpTo ? Math.min(seen, page.countUpTo) : null,
    };
  }

  /** The answer-day buckets of these candidates from `fromDay` (a UTC date, inclusive) on. */
  *answerDayBuckets(candidateIds: readonly string[], fromDay: string): Iterable<AnswerDayBucket> {
    for (const id of candidateIds)
      for (const bucket of this.buckets.get(id) ?? []) if (bucket.day >= fromDay) yield bucket;
  }

  /** How many candidates match, counting no further than `cap` (as `repo.countFeedUpTo`). */
  countUpTo(
    query: FeedQuery,
    cap: number,
    audience: FeedAudience = 'public',
    context?: FeedContext,
  ): number {
    const found = this.find(query, audience, context);
    const known = this.countWithoutWalk(found);
    if (known !== null) return Math.min(known, cap);
    let seen = 0;
    this.walk(found, () => ++seen < cap);
    return seen;
  }
}

const indexes = new WeakMap<Db, FeedIndex>();

/**
 * This process's feed index of `db`, brought up to the feed's version now (see `FeedIndex`).
 * The first call loads every shown candidate (about 1 s per 100,000 on this machine).
 */
export async function currentFeedIndex(db: Db): Promise<FeedIndex> {
  let index = indexes.get(db);
  if (!index) {
    index = new FeedIndex(db);
    indexes.set(db, index);
  }
  await index.ensureCurrent();
  return index;
}

export type { FeedIndex };
