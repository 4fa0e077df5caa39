import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * Why the signed-in company cannot ask this candidate for an intro, and how to verify
 * (issue #35 part 3, docs/decisions/079): the server's `introBlockedReason`, shown as it is, with
 * a link to the company's Verified domains. Nothing when `reason` is empty.
 */
export function IntroBlockedNote({ reason }: { reason: string | null | undefined }) {
  if (!reason) return null;
  return (
    <div
      role="note"
      className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        {reason}{' '}
        <Link
          to={paths.dashboard.getHref('account')}
          className="font-medium underline underline-offset-2"
        >
          Verify your domain
        </Link>
      </p>
    </div>
  );
}
