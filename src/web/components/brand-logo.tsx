import { Link } from 'react-router';
import { paths } from '../config/paths';
import { cn } from '../lib/cn';

/** The "WarmIntro" wordmark, linking home. */
export function BrandLogo({
  className,
  inverted = false,
}: {
  className?: string;
  inverted?: boolean;
}) {
  return (
    <Link
      to={paths.home.getHref()}
      className={cn(
        'inline-flex items-center gap-2 rounded-lg text-lg font-extrabold tracking-tight',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-lg bg-brand-700 text-sm font-black text-white"
      >
        W
      </span>
      <span className={inverted ? 'text-white' : 'text-slate-900'}>
        Warm<span className={inverted ? 'text-brand-200' : 'text-brand-700'}>Intro</span>
      </span>
    </Link>
  );
}
