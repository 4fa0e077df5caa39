import { useId } from 'react';
import { feedSortLabels, feedSorts, type FeedSort } from '../../../../shared/talent-feed/constants';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';

interface FeedSortSelectProps {
  value: FeedSort;
  onChange: (sort: FeedSort) => void;
}

/**
 * The feed's order for a company that saved preferences (issue #15): 'Best match' — the default —
 * or 'Newest'.
 */
export function FeedSortSelect({ value, onChange }: FeedSortSelectProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="shrink-0 text-sm text-slate-700">
        Sort by
      </Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as FeedSort)}
        className="h-10 w-40"
      >
        {[...feedSorts].reverse().map((sort) => (
          <option key={sort} value={sort}>
            {feedSortLabels[sort]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
