import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';

interface WideTextareaFieldProps<V extends FieldValues> {
  form: UseFormReturn<V>;
  name: Path<V>;
  label: string;
}

/** A three-row text area across both columns of an Edit dialog's form (bio, notes, …). */
export function WideTextareaField<V extends FieldValues>({
  form,
  name,
  label,
}: WideTextareaFieldProps<V>) {
  return (
    <div className="sm:col-span-2">
      <FormField label={label} error={form.getFieldState(name, form.formState).error?.message}>
        {(control) => <Textarea {...control} rows={3} {...form.register(name)} />}
      </FormField>
    </div>
  );
}
