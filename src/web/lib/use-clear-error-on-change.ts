import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** Spec 1 §5: a field's error clears as soon as the field is edited (or an option is picked). */
export function useClearErrorOnChange<T extends FieldValues>(form: UseFormReturn<T>): void {
  const { watch, clearErrors } = form;
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name) clearErrors(name.split('.')[0] as Parameters<typeof clearErrors>[0]);
    });
    return () => subscription.unsubscribe();
  }, [watch, clearErrors]);
}
