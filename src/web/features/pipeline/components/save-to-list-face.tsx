import { useId } from 'react';
import { Bookmark, BookmarkCheck, Loader2 } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

interface SaveToListFaceProps extends ButtonProps {
  /** Whom the button saves, for its accessible name ('Save Taylor Reed to a list'). */
  candidateName: string;
  /** Lists the candidate is on; null while unknown. */
  count: number | null;
  /** The menu is being loaded. */
  busy?: boolean;
}

/**
 * The "Save" button of issue #34 item 1 as it looks on a card and a profile: a bookmark (filled
 * with a check once the candidate is on a list), "Save", and the number of lists they are on
 * ("On 2 lists" to a screen reader). The lazy menu's trigger wears it too, so the button does not
 * change when the menu's code arrives.
 */
export function SaveToListFace({
  candidateName,
  count,
  busy = false,
  className,
  ...props
}: SaveToListFaceProps) {
  const countId = useId();
  const saved = count !== null && count > 0;
  const Icon = busy ? Loader2 : saved ? BookmarkCheck : Bookmark;
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={`Save ${candidateName} to a list`}
      aria-describedby={saved ? countId : undefined}
      aria-busy={busy || undefined}
      className={cn('gap-1.5', saved && 'border-brand-200 bg-brand-50 text-brand-900', className)}
      {...props}
    >
      <Icon className={cn(busy && 'animate-spin', saved && 'text-brand-700')} aria-hidden="true" />
      Save
      {saved ? (
        <span
          id={countId}
          className="rounded-full bg-brand-700 px-1.5 text-xs leading-5 font-semibold text-white"
        >
          {count}
          <span className="sr-only">{count === 1 ? ' On 1 list' : ` On ${count} lists`}</span>
        </span>
      ) : null}
    </Button>
  );
}
