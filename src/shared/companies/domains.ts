/**
 * Verified domains (issue #35 part 3, docs/decisions/079): a company proves a domain by a
 * single-use link sent to an address at that domain; a verified company shows a badge, and a
 * candidate may take intros only from verified companies. Shared by the server's `companies` module
 * and the web's settings section, badge and intro dialog.
 */
import { z } from 'zod';
import { text } from '../http/text';

/** How long a domain verification link works: 24 hours. */
export const DOMAIN_LINK_HOURS = 24;
/** The same in milliseconds. */
export const DOMAIN_LINK_LIFETIME_MS = DOMAIN_LINK_HOURS * 60 * 60 * 1000;
/** A company may list at most this many domains (verified or pending). */
export const DOMAINS_PER_COMPANY_MAX = 10;

/** The texts of the verified domains section, its answers and the badge. */
export const domainTexts = {
  sectionTitle: 'Verified domains',
  sectionDescription:
    'Prove that your company owns a domain: we e-mail a link to an address at that domain. Verified companies show a badge to candidates.',
  domainInvalid: 'Please enter a domain like acme.io.',
  addressInvalid: 'Please enter an address at this domain, like jobs@acme.io.',
  addressNotAtDomain: (domain: string) => `The address must be at ${domain}.`,
  freeMail: 'Free e-mail domains like gmail.com cannot be verified',
  takenByAnother: 'This domain is verified by another company',
  alreadyListed: 'This domain is already on your list.',
  tooMany: `A company can list at most ${DOMAINS_PER_COMPANY_MAX} domains.`,
  notFound: 'Domain not found.',
  alreadyVerified: 'This domain is already verified.',
  sent: (address: string) => `We sent a verification link to ${address}. It works for 24 hours.`,
  removed: 'Domain removed.',
  invalidLink: 'This domain verification link is invalid or has expired.',
  verifiedTitle: 'Domain verified',
  verified: (domain: string, companyName: string) =>
    `${domain} is now verified for ${companyName}.`,
  verifying: 'Verifying your domain…',
  badge: 'Verified',
  badgeLabel: (domain: string) => `Verified company: ${domain}`,
  managersOnly: 'Only the owner or an admin can manage verified domains.',
  verifiedOnlyLabel: 'Only verified companies can send me intros',
  verifiedOnlyHint:
    'Companies that have not verified a domain of their own cannot ask you for an intro.',
  /** Why an unverified company cannot ask, and how to verify (the 403's detail, the dialog's note). */
  introBlocked: (candidateFirstName: string) =>
    `${candidateFirstName} only accepts intros from verified companies. Verify your company's domain under Account → Verified domains, then ask again.`,
  introBlockedTitle: 'Verified Companies Only',
} as const;

const domainPattern = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const localPartPattern = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}$/i;

/**
 * A domain as stored and compared: trimmed, lower-case, without a trailing dot, an address's or a
 * URL's domain taken out ("Jobs@Acme.IO" → "acme.io", "https://www.acme.io/x" → "www.acme.io").
 * @returns the normalised domain, or null when it is not a domain name.
 */
export function normalizeDomain(input: string): string | null {
  let value = input.trim().toLowerCase();
  value = value.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  if (value.includes('@')) value = value.slice(value.lastIndexOf('@') + 1);
  value = value.split(/[/?#:]/)[0]!.replace(/\.$/, '');
  return domainPattern.test(value) ? value : null;
}

/**
 * The address a link goes to: a full address at `domain`, or a local part that gets `@domain`.
 * @returns the address in lower case, or an error text of `domainTexts`.
 */
export function addressAtDomain(
  domain: string,
  address: string,
): { address: string } | { error: string } {
  const value = address.trim().toLowerCase();
  const at = value.lastIndexOf('@');
  const local = at === -1 ? value : value.slice(0, at);
  if (at !== -1 && normalizeDomain(value.slice(at + 1)) !== domain)
    return { error: domainTexts.addressNotAtDomain(domain) };
  if (!localPartPattern.test(local) || local.startsWith('.') || local.endsWith('.'))
    return { error: domainTexts.addressInvalid };
  return { address: `${local}@${domain}` };
}

/** `POST /api/company/domains`: the domain and the address at it that gets the link. */
export const addDomainSchema = z
  .object({
    domain: text().trim().min(1, domainTexts.domainInvalid).max(253, domainTexts.domainInvalid),
    address: text().trim().min(1, domainTexts.addressInvalid).max(320, domainTexts.addressInvalid),
  })
  .superRefine((value, ctx) => {
    const domain = normalizeDomain(value.domain);
    if (!domain) {
      ctx.addIssue({ code: 'custom', path: ['domain'], message: domainTexts.domainInvalid });
      return;
    }
    const address = addressAtDomain(domain, value.address);
    if ('error' in address)
      ctx.addIssue({ code: 'custom', path: ['address'], message: address.error });
  });
export type AddDomainInput = z.infer<typeof addDomainSchema>;

/** One domain of the company's list. */
export const companyDomainSchema = z.object({
  id: z.string(),
  domain: z.string(),
  status: z.enum(['pending', 'verified']),
  /** The address the latest link went to. */
  address: z.string(),
  /** When the latest link stops working (ISO 8601); meaningful while pending. */
  expiresAt: z.string(),
  /** A pending domain whose link no longer works: Resend. */
  expired: z.boolean(),
  verifiedAt: z.string().nullable(),
});
export type CompanyDomain = z.infer<typeof companyDomainSchema>;

/** `GET /api/company/domains`: the list, and whether the reader may manage it. */
export const companyDomainListSchema = z.object({
  items: z.array(companyDomainSchema),
  canManage: z.boolean(),
});
export type CompanyDomainList = z.infer<typeof companyDomainListSchema>;

/** `POST /api/company-domains/verify`: the link's token. */
export const verifyDomainSchema = z.object({
  token: text().min(20, domainTexts.invalidLink).max(200, domainTexts.invalidLink),
});

/** The answer to a verified link. */
export const verifiedDomainSchema = z.object({
  domain: z.string(),
  companyName: z.string(),
  message: z.string(),
});
export type VerifiedDomainReply = z.infer<typeof verifiedDomainSchema>;
