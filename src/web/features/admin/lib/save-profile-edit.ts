import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { adminTexts } from '../../../../shared/admin/schemas';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { toastError } from './toast-error';

/** Puts each message under its field, skipping names the form does not have. */
export function setFieldErrors<V extends FieldValues>(
  form: UseFormReturn<V>,
  values: V,
  errors: Iterable<readonly [PropertyKey | undefined, string]>,
): void {
  for (const [field, message] of errors) {
    if (typeof field === 'string' && field in values) form.setError(field as Path<V>, { message });
  }
}

/**
 * Sends an admin edit (spec 2 §5 "Admin"): 'Profile Updated!' or 'No Changes', then `onDone`; on
 * failure 'Update Failed', with the server's field errors shown on the form.
 */
export async function saveProfileEdit<V extends FieldValues>({
  form,
  values,
  save,
  onDone,
}: {
  form: UseFormReturn<V>;
  values: V;
  save: () => Promise<{ changed: boolean }>;
  onDone: () => void;
}): Promise<void> {
  try {
    const result = await save();
    toast({ title: result.changed ? adminTexts.profileUpdated : adminTexts.noChanges });
    onDone();
  } catch (error) {
    if (isApiError(error)) setFieldErrors(form, values, Object.entries(error.fieldErrors));
    toastError(adminTexts.updateFailed, error);
  }
}
