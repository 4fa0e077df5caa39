/**
 * The feed's filters in the URL (spec 1 §2 "Talent feed", §5 "Talent feed filtering"): skills in
 * one order whatever order they were picked in, and the total as the feed writes it (issue #14).
 */
import { describe, expect, it } from 'vitest';
import { formatFeedTotal } from '../../../../shared/talent-feed/constants';
import { compareSkills, parseFeedFilters, toFeedSearchParams } from './feed-filters';

describe('skills order', () => {
  it('sorts alphabetically ignoring case, as the chips show them', () => {
    expect(['React', 'iOS', 'AWS', 'figma', 'Figma', 'Node.js'].sort(compareSkills)).toEqual([
      'AWS',
      'Figma',
      'figma',
      'iOS',
      'Node.js',
      'React',
    ]);
  });

  it('gives the same URL filters however the skills were listed', () => {
    const a = parseFeedFilters(new URLSearchParams('skills=React,iOS,AWS'));
    const b = parseFeedFilters(new URLSearchParams('skills=AWS,React,iOS'));
    expect(a.skills).toEqual(['AWS', 'iOS', 'React']);
    expect(b.skills).toEqual(a.skills);
  });
});

describe('formatFeedTotal', () => {
  it.each([
    [0, false, '0'],
    [7, false, '7'],
    [999, false, '999'],
    [1000, true, '1,000+'],
    [12480, false, '12,480'],
    [1234567, false, '1,234,567'],
  ])('%d (capped %s) reads %s, as en-US formatting writes it', (total, capped, text) => {
    expect(formatFeedTotal(total, capped)).toBe(text);
    expect(formatFeedTotal(total, capped)).toBe(
      `${total.toLocaleString('en-US')}${capped ? '+' : ''}`,
    );
  });
});

describe('advanced filters in the URL (issue #34 item 4)', () => {
  it('reads them as the server takes them, and writes them back in one order', () => {
    const filters = parseFeedFilters(
      new URLSearchParams(
        'workType=Hybrid,remote&salaryMax=$150k&salaryMin=90000&experienceMin=3&tzOverlap=4&answersWithin=2',
      ),
    );
    expect(filters).toMatchObject({
      salaryMin: 90_000,
      salaryMax: 150_000,
      experienceMin: 3,
      experienceMax: null,
      workType: ['remote', 'hybrid'],
      tzOverlap: 4,
      answersWithin: 2,
    });
    expect(toFeedSearchParams(filters).toString()).toBe(
      'salaryMin=90000&salaryMax=150000&experienceMin=3&tzOverlap=4&answersWithin=2&workType=remote%2Chybrid',
    );
  });

  it('drops what the server would refuse: bad values, and a range whose ends are reversed', () => {
    expect(
      parseFeedFilters(
        new URLSearchParams(
          'salaryMin=lots&experienceMin=9&experienceMax=3&workType=office&tzOverlap=9&answersWithin=0',
        ),
      ),
    ).toMatchObject({
      salaryMin: null,
      experienceMin: null,
      experienceMax: null,
      workType: [],
      tzOverlap: null,
      answersWithin: null,
    });
  });
});
