import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  notificationScopeLabels,
  notificationScopes,
  teamNotificationPreferencesSchema,
  type TeamNotificationPreferences,
} from '../../../../shared/companies/team';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { InlineLoadFailed } from '../../../components/inline-load-failed';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useSaveNotificationPreferences } from '../api/save-notification-preferences';

const fields = [
  { name: 'answers', label: 'Answers to intro requests' },
  { name: 'messages', label: 'New messages from candidates' },
] as const;

function TeamNotificationsForm({ saved }: { saved: TeamNotificationPreferences }) {
  const save = useSaveNotificationPreferences();
  const form = useForm<TeamNotificationPreferences>({
    resolver: zodResolver(teamNotificationPreferencesSchema),
    defaultValues: saved,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const stored = await save.mutateAsync(values);
      form.reset(stored);
      toast({
        title: 'Notifications Saved!',
        description: 'Your team notification choices are updated.',
      });
    } catch (error) {
      if (isApiError(error)) {
        for (const { name } of fields) {
          const message = error.fieldErrors[name];
          if (message) form.setError(name, { message });
        }
      }
      toast({
        title: 'Error',
        description:
          isApiError(error) && error.status === 400 && error.detail
            ? error.detail
            : 'Could not save your notification choices. Please try again.',
        variant: 'destructive',
      });
    }
  });

  const busy = isSubmitting || save.isPending;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Team notifications">
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map(({ name, label }) => (
          <FormField key={name} label={label} error={errors[name]?.message}>
            {(control) => (
              <NativeSelect {...control} {...form.register(name)}>
                {notificationScopes.map((scope) => (
                  <option key={scope} value={scope}>
                    {notificationScopeLabels[name][scope]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        ))}
      </div>
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? 'Saving…' : 'Save Notifications'}
      </Button>
    </form>
  );
}

/**
 * The Account tab's "Team notifications" (issue #33 item 7): which of the company's e-mails and
 * in-app notifications the signed-in member gets — answers to intro requests and new messages from
 * candidates, each about their own work only (the default), all of the company's, or none.
 */
export function TeamNotificationsCard() {
  const preferences = useNotificationPreferences();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Team Notifications</CardTitle>
        <CardDescription>
          Choose which of your company&apos;s e-mails and notifications you get. Your teammates
          choose their own.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {preferences.isPending ? (
          <div className="grid gap-3 sm:grid-cols-2" aria-busy="true">
            <span className="sr-only">Loading your notification choices</span>
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : preferences.isError ? (
          <InlineLoadFailed
            message="Your notification choices could not be loaded."
            onRetry={() => void preferences.refetch()}
          />
        ) : (
          <TeamNotificationsForm saved={preferences.data} />
        )}
      </CardContent>
    </Card>
  );
}
