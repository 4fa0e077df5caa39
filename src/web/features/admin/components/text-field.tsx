import type { ComponentProps } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';

interface TextFieldProps<V extends FieldValues> extends Omit<
  ComponentProps<'input'>,
  'form' | 'name'
> {
  form: UseFormReturn<V>;
  name: Path<V>;
  label: string;
}

/** A labelled input registered on an Edit dialog's form, with its error. */
export function TextField<V extends FieldValues>({
  form,
  name,
  label,
  ...props
}: TextFieldProps<V>) {
  return (
    <FormField label={label} error={form.getFieldState(name, form.formState).error?.message}>
      {(control) => <Input {...control} {...props} {...form.register(name)} />}
    </FormField>
  );
}
