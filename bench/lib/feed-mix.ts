/**
 * The talent feed's query mix (issue #14 "API"), shared by `bench:feed` (sent over HTTP, beside
 * `/api/health`) and `bench:feed-index` (the same kinds timed inside one process): pages across the
 * whole list, search words and 1–2 letter fragments as typed, skill pairs, partial locations,
 * roles, availability, combined filters and later pages of a search, each kind with its weight.
 * Words come from a sample of the seeded candidates' names and roles, and from their skills.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { queryRows } from '../../src/db/rows';
import { FEED_MAX_RESULTS, FEED_PAGE_SIZE } from '../../src/shared/talent-feed/schemas';

/** A kind of query: its name, its weight in the mix, and a maker of one query string's params. */
export type FeedQueryKind = [name: string, weight: number, make: () => Record<string, string>];

export interface FeedMix {
  /** Every approved candidate's distinct skills. */
  skills: string[];
  kinds: FeedQueryKind[];
  /** One query of the mix, drawn by weight, as its params. */
  draw: () => Record<string, string>;
}

/** `/api/talent` with these params. */
export function talentPath(params: Record<string, string | number>): string {
  const search = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return `/api/talent?${search}`;
}

/**
 * The mix over the candidates of `db` (a 1% sample of names and roles, every skill).
 * `random` draws in [0, 1): `Math.random` by default, or a seeded one to repeat a set of queries.
 */
export async function loadFeedMix(db: Db, random: () => number = Math.random): Promise<FeedMix> {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const sample = await queryRows<{ first_name: string; last_name: string; role: string }>(
    db,
    sql`select first_name, last_name, role from candidates tablesample bernoulli (1) limit 400`,
  );
  const skills = (
    await queryRows<{ skill: string }>(
      db,
      sql`select distinct unnest(skills) as skill from candidates where status = 'approved'`,
    )
  ).map((r) => r.skill);
  const words = [
    ...new Set(
      sample
        .flatMap((r) => [r.first_name, r.last_name, ...r.role.split(' ')])
        .map((w) => w.toLowerCase()),
    ),
  ];
  const skillWords = skills.map((s) => s.toLowerCase());
  /** One- and two-letter fragments as typed, from real names and skills (a search box mid-typing). */
  const fragments = [...words, ...skillWords].flatMap((w) => [
    w.slice(0, 1),
    w.slice(0, 2),
    w.slice(1, 3),
  ]);
  const locations = [
    'lon',
    'ber',
    'york',
    'rem',
    'remote (u',
    'fran',
    'hyb',
    'on-s',
    'eu',
    'sa',
    'us)',
  ];
  const roles = [
    'engineer',
    'designer',
    'product',
    'devops',
    'data',
    'full stack',
    'market',
    'mobile',
    'dev',
  ];
  // The one list (docs/decisions/056), as the filter sends it and in a link's other spellings.
  const availability = ['full-time', 'part-time', 'contract', 'Full-time', 'Contract'];
  const lastPage = Math.ceil(FEED_MAX_RESULTS / FEED_PAGE_SIZE);
  /** Most people read the first pages; some page far (up to the paging window, docs/decisions/031). */
  const somePage = () => {
    const r = random();
    if (r < 0.5) return 1;
    if (r < 0.75) return 2 + Math.floor(random() * 9);
    if (r < 0.9) return 11 + Math.floor(random() * 32);
    return 43 + Math.floor(random() * (lastPage - 42));
  };
  const kinds: FeedQueryKind[] = [
    ['pages across the list', 20, () => ({ page: String(somePage()) })],
    ['search word', 15, () => ({ q: pick([...words, ...skillWords]) })],
    ['1–2 letter fragment', 15, () => ({ q: pick(fragments) })],
    [
      'skill pair',
      10,
      () => {
        const a = pick(skills);
        let b = pick(skills);
        while (b === a) b = pick(skills);
        return { skills: [a, b].sort().join(',') };
      },
    ],
    ['partial location', 10, () => ({ location: pick(locations) })],
    ['role', 5, () => ({ role: pick(roles) })],
    ['availability', 5, () => ({ availability: pick(availability) })],
    [
      'combined filters',
      15,
      () => {
        const params: Record<string, string> = {};
        if (random() < 0.6) params.q = pick([...words, ...skillWords, ...fragments]);
        if (random() < 0.5) params.skills = pick(skills);
        if (random() < 0.4) params.location = pick(locations);
        if (random() < 0.3) params.role = pick(roles);
        if (random() < 0.3) params.availability = pick(availability);
        if (random() < 0.3) params.page = String(2 + Math.floor(random() * 5));
        return params;
      },
    ],
    [
      'page 2+ of a search',
      5,
      () => ({ q: pick(skillWords), page: String(2 + Math.floor(random() * 20)) }),
    ],
  ];
  const weightTotal = kinds.reduce((n, [, w]) => n + w, 0);
  const draw = () => {
    let r = random() * weightTotal;
    for (const [, w, make] of kinds) if ((r -= w) < 0) return make();
    return kinds[0]![2]();
  };
  return { skills, kinds, draw };
}
