import { cn } from '../../../lib/cn';

interface UnreadCountProps {
  count: number;
  /** Read out after the visible number, e.g. "unread messages". */
  label?: string;
  className?: string;
}

/** A small count bubble (issue #16: unread messages); nothing when zero. */
export function UnreadCount({ count, label = 'unread messages', className }: UnreadCountProps) {
  if (count <= 0) return null;
  return (
    <span
      className={cn(
        'inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs leading-5 font-bold text-white',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
      <span className="sr-only"> {label}</span>
    </span>
  );
}
