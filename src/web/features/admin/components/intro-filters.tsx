import { introStatuses } from '../../../../shared/intro-requests/schemas';
import { statusLabel } from '../lib/status-labels';
import { FilterBar, SelectFilter, TextFilter, withAll } from './filters';

type IntroFilterValues = Record<'company' | 'candidate' | 'status', string>;

interface IntroFiltersProps {
  /** Names the search landmark. */
  label: string;
  values: IntroFilterValues;
  setFilters: (patch: Partial<IntroFilterValues>) => void;
}

/** Company, Candidate and Status filters over intro requests. */
export function IntroFilters({ label, values, setFilters }: IntroFiltersProps) {
  return (
    <FilterBar label={label}>
      <TextFilter
        label="Company"
        value={values.company}
        onCommit={(company) => setFilters({ company })}
      />
      <TextFilter
        label="Candidate"
        value={values.candidate}
        onCommit={(candidate) => setFilters({ candidate })}
      />
      <SelectFilter
        label="Status"
        value={values.status}
        onChange={(status) => setFilters({ status })}
        options={withAll(introStatuses, (s) => statusLabel('intro', s))}
      />
    </FilterBar>
  );
}
