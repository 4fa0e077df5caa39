import { describe, expect, it } from 'vitest';
import { absoluteUrl, isPageRoute, paths } from './paths';

describe('paths (spec 1 §2, spec 2 §2 route tables)', () => {
  it('builds the hrefs of the pages the server links to', () => {
    expect(paths.talent.getHref()).toBe('/talent');
    expect(paths.dashboard.getHref()).toBe('/dashboard');
    expect(paths.dashboard.getHref('requests')).toBe('/dashboard?tab=requests');
    expect(paths.candidateDashboard.getHref('gigs')).toBe('/candidate-dashboard?tab=gigs');
    expect(paths.proposeGig.getHref('cand-1')).toBe('/dashboard/gigs/propose/cand-1');
    expect(paths.gig.getHref('gig-1')).toBe('/dashboard/gigs/gig-1');
    expect(paths.editGig.getHref('gig-1')).toBe('/dashboard/gigs/gig-1/edit');
    expect(paths.introResponse.path).toBe('/intro-response/:token');
    expect(paths.introResponse.getHref('abc_-1')).toBe('/intro-response/abc_-1');
    // Issue #33: the members page and the invitation link.
    expect(paths.team.getHref()).toBe('/dashboard/team');
    expect(paths.joinTeam.path).toBe('/join/:token');
    expect(paths.joinTeam.getHref('tok_-1')).toBe('/join/tok_-1');
  });

  it('encodes path segments and query strings', () => {
    expect(paths.introResponse.getHref('a/b c')).toBe('/intro-response/a%2Fb%20c');
    expect(paths.joinTeam.getHref('a/b c')).toBe('/join/a%2Fb%20c');
    expect(paths.resetPassword.getHref('a+b/c=&d')).toBe('/reset-password?token=a%2Bb%2Fc%3D%26d');
    expect(paths.loginCompany.getHref('/dashboard?tab=browse')).toBe(
      '/login/company?redirectTo=%2Fdashboard%3Ftab%3Dbrowse',
    );
    expect(paths.resetPassword.getHref()).toBe('/reset-password');
  });
});

describe('absoluteUrl', () => {
  it('joins APP_URL and an href with exactly one slash', () => {
    const href = paths.dashboard.getHref('requests');
    expect(absoluteUrl('https://app.warmintro.test', href)).toBe(
      'https://app.warmintro.test/dashboard?tab=requests',
    );
    expect(absoluteUrl('https://app.warmintro.test/', href)).toBe(
      'https://app.warmintro.test/dashboard?tab=requests',
    );
    expect(absoluteUrl('http://localhost:3000//', paths.home.getHref())).toBe(
      'http://localhost:3000/',
    );
  });

  it('keeps the encoded query string as it is', () => {
    expect(absoluteUrl('https://app.warmintro.test', paths.resetPassword.getHref('x y&z'))).toBe(
      'https://app.warmintro.test/reset-password?token=x+y%26z',
    );
  });
});

describe('isPageRoute (issue #30: unknown addresses answer 404)', () => {
  it.each([
    '/',
    '/talent',
    '/talent/',
    '/talent/3f1c2a9e-8d4b-4c1e-9f2a-1b2c3d4e5f60',
    '/companies/anything',
    '/dashboard/gigs/propose/abc',
    // Issue #30: a gig's page and its edit form.
    '/dashboard/gigs/abc',
    '/dashboard/gigs/abc/edit',
    '/intro-response/token-123',
    '/admin/conversations/xyz',
    '/login/company',
    // Issue #31: the e-mail verification link (its token is in the query string).
    '/verify-email',
    // Issue #33: the members page, the invitation link, and the candidate join page beside it.
    '/dashboard/team',
    '/join/token-123',
    '/join',
  ])('knows %s', (pathname) => expect(isPageRoute(pathname)).toBe(true));

  it.each([
    '/this-does-not-exist',
    '/talent/a/b',
    '/talentx',
    '/dashboard/unknown',
    '/dashboard/gigs/abc/unknown',
    '/admin',
    '/login',
    '//talent',
    '/intro-response/',
    '/join/a/b',
  ])('does not know %s', (pathname) => expect(isPageRoute(pathname)).toBe(false));
});
