import { Badge } from '../../../components/ui/badge';

interface TruncatedBadgesProps {
  items: string[];
  /** How many badges to show before the '+N'. */
  shown: number;
  /** What the hidden items are, for the '+N' badge's name ("skills"). */
  noun: string;
}

/** The first few items as badges and a '+N' count of the rest (spec 2 §2, §9); a dash for none. */
export function TruncatedBadges({ items, shown, noun }: TruncatedBadgesProps) {
  if (items.length === 0) return <span className="text-slate-500">—</span>;
  const visible = items.slice(0, shown);
  const more = items.length - visible.length;
  return (
    <div className="flex flex-wrap gap-1">
      {visible.map((item) => (
        <Badge key={item}>{item}</Badge>
      ))}
      {more > 0 ? (
        <Badge variant="brand" aria-label={`${more} more ${noun}`}>
          +{more}
        </Badge>
      ) : null}
    </div>
  );
}
