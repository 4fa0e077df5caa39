import { useState, type ReactNode } from 'react';
import { pipelineTexts, SHORTLIST_NAME_MAX } from '../../../../shared/pipeline/schemas';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';

/**
 * A list's name, to create a list or rename one (issue #34 item 1). The server decides: its
 * `errors.name` (required, too long, taken by another list) shows under the field, anything else
 * above the buttons. `onSubmit` resolving empties the field (create) or closes the form (rename).
 */
export function ShortlistNameForm({
  label,
  initialName = '',
  submitLabel,
  pendingLabel,
  onSubmit,
  onCancel,
  autoFocus = false,
  formLabel,
  icon,
}: {
  label: string;
  initialName?: string;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (name: string) => Promise<void>;
  onCancel?: () => void;
  autoFocus?: boolean;
  /** The form's accessible name. */
  formLabel: string;
  icon?: ReactNode;
}) {
  const [name, setName] = useState(initialName);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  return (
    <form
      noValidate
      aria-label={formLabel}
      className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start"
      onSubmit={async (event) => {
        event.preventDefault();
        setFormError(null);
        if (name.trim() === '') {
          setFieldError(pipelineTexts.shortlistNameRequired);
          return;
        }
        setPending(true);
        try {
          await onSubmit(name.trim());
          setName('');
          setFieldError(undefined);
        } catch (error) {
          if (isApiError(error) && error.fieldErrors.name) setFieldError(error.fieldErrors.name);
          else
            setFormError(isApiError(error) && error.detail ? error.detail : unexpectedErrorMessage);
        } finally {
          setPending(false);
        }
      }}
    >
      <FormField label={label} error={fieldError}>
        {(control) => (
          <Input
            {...control}
            value={name}
            maxLength={SHORTLIST_NAME_MAX}
            autoComplete="off"
            autoFocus={autoFocus}
            onChange={(event) => {
              setName(event.target.value);
              setFieldError(undefined);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && onCancel) {
                event.preventDefault();
                onCancel();
              }
            }}
          />
        )}
      </FormField>
      <div className="flex gap-2 sm:pt-7">
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {icon}
          {pending ? pendingLabel : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
      {formError ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {formError}
        </p>
      ) : null}
    </form>
  );
}
