import { Link } from 'react-router';
import { Gauge } from 'lucide-react';
import { allowanceText } from '../../../../shared/billing/allowance';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useIntroAllowance } from '../api/get-intro-allowance';

/**
 * "N of 2 free intro requests left this month — resets {date}" for a free company, with the way
 * to Pro; nothing on a paid plan (issue #15, #17: an expired request gives its place back).
 */
export function IntroAllowanceMeter({
  enabled = true,
  className,
}: {
  enabled?: boolean;
  className?: string;
}) {
  const allowance = useIntroAllowance(enabled);
  const text = allowance.data ? allowanceText(allowance.data) : null;
  if (!text) return null;
  const out = allowance.data?.remaining === 0;
  return (
    <p
      role="status"
      className={cn(
        'flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl border px-4 py-2 text-sm',
        out
          ? 'border-amber-300 bg-amber-50 text-amber-950'
          : 'border-slate-200 bg-white text-slate-700',
        className,
      )}
    >
      <Gauge className="size-4 shrink-0" aria-hidden="true" />
      <span>{text}</span>
      <Link
        to={paths.upgrade.getHref()}
        className="font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        Upgrade to Pro for unlimited requests
      </Link>
    </p>
  );
}
