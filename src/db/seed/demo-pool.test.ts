/**
 * The demo's generated pool (issue #30 "A believable demo", docs/decisions/059): the same people on
 * every fresh database, every value from the app's option lists, skills that fit the role.
 */
import { describe, expect, it } from 'vitest';
import {
  availabilityOptions,
  BIO_MAX,
  locationTypes,
  salaryRangeOptions,
} from '../../shared/candidates/constants';
import { primaryRoleOptions } from '../../shared/companies/schemas';
import { demoPool, DEMO_POOL_SIZE, demoPoolOptions, reservedNames } from './demo-pool';
import { sampleCandidates, testCandidate } from './demo';

const pool = demoPool();

/** What the signup stores for a location: a list value, or a city in 'Hybrid (…)'/'On-site (…)'. */
function isListedLocation(location: string): boolean {
  const city = /^(Hybrid|On-site) \((.+)\)$/.exec(location);
  if (city) return locationTypes.includes(`${city[1]} (City)` as (typeof locationTypes)[number]);
  return (locationTypes as readonly string[]).includes(location);
}

describe('demoPool', () => {
  it('is the same on every call: a fixed seed, not the shared faker', () => {
    expect(pool).toHaveLength(DEMO_POOL_SIZE);
    expect(demoPool()).toEqual(pool);
    expect(demoPool().map((c) => `${c.firstName} ${c.lastName}`)).toEqual(
      pool.map((c) => `${c.firstName} ${c.lastName}`),
    );
  });

  it('makes about sixty candidates with the samples and the test candidate', () => {
    expect(pool.length + sampleCandidates.length + 1).toBeGreaterThanOrEqual(55);
    expect(pool.length + sampleCandidates.length + 1).toBeLessThanOrEqual(65);
  });

  it('uses unique names and e-mails, none of them a sample’s or a demo account’s', () => {
    const names = pool.map((c) => `${c.firstName} ${c.lastName}`);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(pool.map((c) => c.lastName)).size).toBe(pool.length);
    const emails = pool.map((c) => c.email);
    expect(new Set(emails).size).toBe(emails.length);
    for (const email of emails) expect(email).toMatch(/^[a-z]+\.[a-z]+@talent\.example$/);
    // A search for a sample's name (spec 1 §5: any part of the name) finds only the sample.
    const taken = [...sampleCandidates, testCandidate].flatMap((s) => [s.firstName, s.lastName]);
    expect(reservedNames).toEqual(expect.arrayContaining(taken));
    for (const name of names) {
      for (const word of taken) expect(name.toLowerCase()).not.toContain(word.toLowerCase());
    }
  });

  it('takes every value from the app’s option lists, and spreads over all of them', () => {
    for (const c of pool) {
      expect(availabilityOptions).toContain(c.availability);
      expect(salaryRangeOptions).toContain(c.salaryRange);
      expect(isListedLocation(c.location), c.location).toBe(true);
      expect(demoPoolOptions.roles).toContain(c.role);
      expect(c.startsInDays).toBeGreaterThanOrEqual(0);
    }
    expect(new Set(pool.map((c) => c.availability))).toEqual(new Set(availabilityOptions));
    expect(new Set(pool.map((c) => c.salaryRange))).toEqual(new Set(salaryRangeOptions));
    // Every kind of location: Remote, Remote (US), Remote (EU), a hybrid city, an on-site city.
    const kinds = new Set(
      pool.map((c) =>
        c.location.replace(/\(([^)]+)\)$/, (m, city: string) =>
          ['US', 'EU'].includes(city) ? m : '(City)',
        ),
      ),
    );
    expect(kinds).toEqual(new Set(locationTypes));
    // Every company primary role but Ops has candidates (spec 1 §2 preferences).
    for (const family of demoPoolOptions.families) expect(primaryRoleOptions).toContain(family);
    expect(new Set(demoPoolOptions.families)).toEqual(
      new Set(primaryRoleOptions.filter((r) => r !== 'Ops')),
    );
    // Some start now, some later.
    expect(pool.some((c) => c.startsInDays === 0)).toBe(true);
    expect(pool.some((c) => c.startsInDays > 0)).toBe(true);
  });

  it('gives each a bio of 2–4 sentences within the limit, about their role and their skills', () => {
    for (const c of pool) {
      expect(c.bio.length).toBeLessThanOrEqual(BIO_MAX);
      const sentences = c.bio.split(/(?<=\.)\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(4);
      expect(c.bio).not.toMatch(/\{|\}|undefined|lorem/i);
      expect(c.bio.toLowerCase()).toContain(c.role.split(' ').at(-1)!.toLowerCase().slice(0, 6));
      expect(c.skills.length).toBeGreaterThanOrEqual(3);
      expect(new Set(c.skills).size).toBe(c.skills.length);
    }
  });

  it('gives skills that fit the role: no designer with Kubernetes, no engineer with Figma', () => {
    for (const c of pool) {
      if (/Designer|Researcher/.test(c.role)) expect(c.skills).not.toContain('Kubernetes');
      if (/Engineer|Developer/.test(c.role)) expect(c.skills).not.toContain('Figma');
    }
  });

  it('joined before the samples, so the feed still opens with them', () => {
    // The samples joined 2–10 days before the seed (demo.ts).
    for (const c of pool) expect(c.joinedDaysAgo).toBeGreaterThan(sampleCandidates.length + 1);
  });
});
