import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
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
 * Checks an edit's changed fields with the shared schema the server applies, putting its messages
 * (the candidate's or company's own) under the fields.
 * @returns true when the changes may be sent.
 */
export function validateChanges<V extends FieldValues>(
  form: UseFormReturn<V>,
  values: V,
  schema: z.ZodType,
  changes: object,
): boolean {
  const parsed = schema.safeParse(changes);
  if (parsed.success) return true;
  setFieldErrors(
    form,
    values,
    parsed.error.issues.map((issue) => [issue.path[0], issue.message] as const),
  );
  return false;
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
