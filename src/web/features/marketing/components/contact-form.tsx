import { useForm } from 'react-hook-form';
import { Send } from 'lucide-react';
import type { ContactInput, ContactValues } from '../../../../shared/marketing/schemas';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { useSendContactMessage } from '../api/send-contact-message';

// The schema loads at the first check (docs/decisions/055-validation-loads-with-the-first-check.md).
const resolver = lazyZodResolver<ContactInput, unknown, ContactValues>(() =>
  import('../../../../shared/marketing/schemas').then((m) => m.contactSchema),
);

const fieldNames = ['fullName', 'workEmail', 'companyName', 'message'] as const;
type FieldName = (typeof fieldNames)[number];
const isFieldName = (name: string): name is FieldName =>
  (fieldNames as readonly string[]).includes(name);

/** Spec 1 §5 "Contact form": the failure toast. */
function showInvalidToast(): void {
  toast({
    title: 'Uh oh! Something went wrong.',
    description: 'Please check the form for errors.',
    variant: 'destructive',
  });
}

const emptyValues: ContactInput = { fullName: '', workEmail: '', companyName: '', message: '' };

/**
 * The contact form (spec 1 §2 "Contact page", §5 "Contact form", §8 "Contact failure"): the
 * spec's field messages, 'Message Sent!' on success (then the form clears).
 */
export function ContactForm() {
  const send = useSendContactMessage();
  const form = useForm<ContactInput, unknown, ContactValues>({
    resolver,
    defaultValues: emptyValues,
  });
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || send.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      toast({
        title: 'Message Sent!',
        description: "Thanks for reaching out. We'll get back to you within one business day.",
      });
      form.reset(emptyValues);
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (isFieldName(field)) form.setError(field, { message });
        }
        showInvalidToast();
      } else if (isApiError(error, 'RATE_LIMITED')) {
        toast({
          title: error.title,
          description: error.detail ?? unexpectedErrorMessage,
          variant: 'destructive',
        });
      } else {
        toast({
          title: 'Error',
          description: 'Could not send message. Please try again.',
          variant: 'destructive',
        });
      }
    }
  }, showInvalidToast);

  return (
    <form noValidate onSubmit={onSubmit} onFocus={resolver.preload} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Full Name" error={errors.fullName?.message}>
          {(control) => <Input {...control} autoComplete="name" {...form.register('fullName')} />}
        </FormField>
        <FormField label="Work Email" error={errors.workEmail?.message}>
          {(control) => (
            <Input
              {...control}
              type="email"
              inputMode="email"
              autoComplete="email"
              {...form.register('workEmail')}
            />
          )}
        </FormField>
      </div>
      <FormField label="Company (optional)" error={errors.companyName?.message}>
        {(control) => (
          <Input {...control} autoComplete="organization" {...form.register('companyName')} />
        )}
      </FormField>
      <FormField label="Message" error={errors.message?.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={6}
            placeholder="Tell us about your hiring needs or ask us anything."
            {...form.register('message')}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy} aria-busy={busy}>
        <Send aria-hidden="true" />
        {busy ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
