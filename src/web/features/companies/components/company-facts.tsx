import type { CompanyPage } from '../../../../shared/companies/company-page';

/** Label and value of what a company hires for and how it works (issue #15), the empty ones left out. */
export function companyFacts(c: CompanyPage): [string, string][] {
  const roles = [...new Set([...c.primaryRoles, ...c.hiringRoles])];
  const facts: [string, string | null][] = [
    ['Hiring for', roles.length ? roles.join(', ') : null],
    ['Works', c.hiringMode],
    ['Engagement', c.engagementTypes.length ? c.engagementTypes.join(', ') : null],
    ['Time zone overlap', c.timeZoneOverlap],
    ['Size', c.companySize ? `${c.companySize} people` : null],
    ['Stage', c.stage],
    ['Headquarters', c.headquarters],
    ['Time zone', c.timezone],
  ];
  return facts.filter((f): f is [string, string] => Boolean(f[1]));
}
