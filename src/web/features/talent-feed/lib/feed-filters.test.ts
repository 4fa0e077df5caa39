/**
 * The feed's filters in the URL (spec 1 §2 "Talent feed", §5 "Talent feed filtering"): skills in
 * one order whatever order they were picked in, and the total as the feed writes it (issue #14).
 */
import { describe, expect, it } from 'vitest';
import { formatFeedTotal } from '../../../../shared/talent-feed/constants';
import { compareSkills, parseFeedFilters } from './feed-filters';

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
