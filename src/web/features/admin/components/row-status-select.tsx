import type { UseMutationResult } from '@tanstack/react-query';
import { StatusSelect } from './status-select';

interface RowStatusSelectProps<S extends string> {
  /** Accessible name, e.g. "Status for Acme and Jane Doe". */
  label: string;
  /** The row's id, sent with the new status. */
  id: string;
  value: S;
  options: readonly S[];
  /** How each option reads (the spec's words). */
  labelOf: (value: S) => string;
  /** The row-status mutation; the select is disabled while it saves this row. */
  mutation: UseMutationResult<unknown, Error, { id: string; status: S }>;
  onUpdated: (status: S) => void;
  onError: (error: Error) => void;
}

/** A table cell's status selector that saves the chosen status at once. */
export function RowStatusSelect<S extends string>({
  label,
  id,
  value,
  options,
  labelOf,
  mutation,
  onUpdated,
  onError,
}: RowStatusSelectProps<S>) {
  return (
    <StatusSelect
      label={label}
      value={value}
      options={options}
      labelOf={labelOf}
      disabled={mutation.isPending && mutation.variables?.id === id}
      onChange={(status) =>
        mutation.mutate({ id, status }, { onSuccess: () => onUpdated(status), onError })
      }
    />
  );
}
