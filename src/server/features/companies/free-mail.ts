/**
 * Free e-mail domains, which cannot be verified as a company's (issue #35 part 3,
 * docs/decisions/079): the maintained list of the `email-providers` package (free and disposable
 * providers, about 8,700 domains), plus a few it lacks. A subdomain of a listed domain counts as
 * listed ("mail.gmail.com").
 */
import providers from 'email-providers';

/** Free providers the package does not list (checked when this file was written). */
const alsoFree = ['gmail.com', 'googlemail.com', 'hey.com', 'pm.me', 'duck.com'];

const freeDomains = new Set([...providers, ...alsoFree].map((d) => d.toLowerCase()));

/**
 * Whether `domain` (normalised, `normalizeDomain`) belongs to a free e-mail provider.
 * @returns true for "gmail.com", "outlook.com", "mail.yahoo.co.uk"; false for "acme.io".
 */
export function isFreeMailDomain(domain: string): boolean {
  const labels = domain.split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    if (freeDomains.has(labels.slice(i).join('.'))) return true;
  }
  return false;
}
