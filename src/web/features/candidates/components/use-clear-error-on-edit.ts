import { useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/** Spec 2 §5: editing a field clears its error (it is checked again on the next submit). */
export function useClearErrorOnEdit<T extends FieldValues>(form: UseFormReturn<T>): void {
  const { watch, clearErrors } = form;
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name) clearErrors(name as FieldPath<T>);
    });
    return () => subscription.unsubscribe();
  }, [watch, clearErrors]);
}
