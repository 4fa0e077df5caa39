import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';

interface SelectFieldProps<V extends FieldValues> {
  form: UseFormReturn<V>;
  name: Path<V>;
  label: string;
  /** The values. */
  options: readonly string[];
  /** How each value reads; the value itself by default (statuses pass `statusLabel`). */
  labelOf?: (value: string) => string;
  /** Options before the values (e.g. "Not set"). */
  children?: ReactNode;
}

/** A labelled native select registered on an Edit dialog's form, with its error. */
export function SelectField<V extends FieldValues>({
  form,
  name,
  label,
  options,
  labelOf = (value) => value,
  children,
}: SelectFieldProps<V>) {
  return (
    <FormField label={label} error={form.getFieldState(name, form.formState).error?.message}>
      {(control) => (
        <NativeSelect {...control} {...form.register(name)}>
          {children}
          {options.map((option) => (
            <option key={option} value={option}>
              {labelOf(option)}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
