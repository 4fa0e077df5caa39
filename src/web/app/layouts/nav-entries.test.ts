/**
 * Issue #30 "the phone menu lists 'Post a Gig' twice and highlights three items": each link once,
 * and one current link per page (spec 1 §2 "Top navigation").
 */
import { describe, expect, it } from 'vitest';
import type { SessionState } from '../../features/auth/api/get-session';
import { currentNavTarget, getNavEntries, navLinks } from './nav-entries';

const company = {
  status: 'company',
  user: { companyName: 'Nimbus Labs', displayName: 'Nimbus Labs' },
} as unknown as SessionState;
const entries = getNavEntries(company);
const at = (url: string) => {
  const [pathname = '', query = ''] = url.split('?');
  return currentNavTarget(entries, { pathname, search: query ? `?${query}` : '' });
};

describe('the company navigation', () => {
  it('lists each link once, Post a Gig included', () => {
    const labels = navLinks(entries).map((l) => l.label);
    expect(labels.filter((l) => l === 'Post a Gig')).toHaveLength(1);
    expect(labels).toEqual([
      'Dashboard',
      'Talent Feed',
      'Messages',
      'My Gigs',
      'Post a Gig',
      'Manage Intros',
      'Team',
      'Pipeline',
      'Saved Searches',
      'Settings',
    ]);
  });

  it.each([
    ['/dashboard', '/dashboard'],
    ['/dashboard?tab=account', '/dashboard?tab=account'],
    ['/dashboard?tab=requests', '/dashboard?tab=requests'],
    ['/dashboard?tab=browse', '/dashboard'],
    ['/messages/abc', '/messages'],
    ['/dashboard/gigs/new', '/dashboard/gigs/new'],
    ['/talent', '/talent'],
    ['/dashboard/team', '/dashboard/team'],
    ['/dashboard/pipeline', '/dashboard/pipeline'],
    ['/pricing', null],
  ])('at %s the one current link is %s', (url, current) => {
    expect(at(url)).toBe(current);
  });
});
