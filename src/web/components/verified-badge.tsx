import { BadgeCheck } from 'lucide-react';
import { domainTexts } from '../../shared/companies/domains';

/**
 * The Verified badge of a company with a verified domain (issue #35 part 3, docs/decisions/079):
 * an icon and "Verified", read as "Verified company: acme.io". Nothing when `domain` is null.
 */
export function VerifiedBadge({ domain }: { domain: string | null | undefined }) {
  if (!domain) return null;
  const label = domainTexts.badgeLabel(domain);
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className="inline-flex items-center gap-1 rounded-full border border-emerald-200 bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800"
    >
      <BadgeCheck className="size-3.5" aria-hidden="true" />
      {domainTexts.badge}
    </span>
  );
}
