import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import {
  assignableRoles,
  inviteMemberSchema,
  memberRoleDescriptions,
  memberRoleLabels,
  teamTexts,
  type InviteMemberInput,
  type Team,
} from '../../../../../shared/companies/team';
import { isApiError, unexpectedErrorMessage } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { useClearErrorOnChange } from '../../../../lib/use-clear-error-on-change';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { NativeSelect } from '../../../../components/ui/native-select';
import { useInviteMember } from '../../api/invite-member';

const fields = ['email', 'role'] as const;

/** The server's refusals that are about the address typed: shown under the e-mail field. */
const addressRefusals: readonly string[] = [
  teamTexts.alreadyMember,
  teamTexts.otherCompany,
  teamTexts.notCompanyAccount,
  teamTexts.alreadyInvited,
];

/** Why no one can be invited now: the plan's seats are all taken, or fewer than the members. */
export function seatsNotice(seats: Team['seats']): string | null {
  if (seats.limit === null || seats.used < seats.limit) return null;
  return seats.used > seats.limit
    ? teamTexts.seatsOver(seats.used, seats.limit)
    : teamTexts.seatsFull(seats.limit);
}

/**
 * An owner's or admin's invitation (issue #33 item 2): an e-mail address and the role it joins
 * with. Disabled, with the reason, while the plan has no free seat (item 5). The server's 409s
 * show in the form: under the address when they are about it (already a member, another company,
 * already invited), above the button otherwise (seats taken meanwhile).
 */
export function InviteMemberForm({ team }: { team: Team }) {
  const invite = useInviteMember();
  const form = useForm<InviteMemberInput>({
    resolver: zodResolver(inviteMemberSchema),
    defaultValues: { email: '', role: 'member' },
  });
  useClearErrorOnChange(form);
  const { errors, isSubmitting } = form.formState;
  const notice = team.canInvite
    ? null
    : (seatsNotice(team.seats) ?? teamTexts.seatsFull(team.seats.limit ?? team.seats.used));
  const role = useWatch({ control: form.control, name: 'role' });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const sent = await invite.mutateAsync(values);
      form.reset({ email: '', role: values.role });
      toast({ title: teamTexts.invitationSent(sent.email) });
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          const known = fields.find((f) => f === field);
          if (known) form.setError(known, { message });
        }
        return;
      }
      if (isApiError(error) && error.status === 409 && error.detail) {
        if (addressRefusals.includes(error.detail))
          form.setError('email', { message: error.detail });
        else form.setError('root.server', { message: error.detail });
        return;
      }
      form.setError('root.server', {
        message: isApiError(error) && error.detail ? error.detail : unexpectedErrorMessage,
      });
    }
  });

  const busy = isSubmitting || invite.isPending;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Invite a teammate">
      {notice ? (
        <p
          role="status"
          className="rounded-lg border border-yellow-300 bg-yellow-50 px-4 py-3 text-sm text-yellow-900"
        >
          {notice}
        </p>
      ) : null}
      <fieldset disabled={!team.canInvite} className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <FormField label="E-mail" error={errors.email?.message}>
          {(control) => (
            <Input
              {...control}
              type="email"
              inputMode="email"
              autoComplete="off"
              {...form.register('email')}
            />
          )}
        </FormField>
        <FormField label="Role" error={errors.role?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('role')}>
              {assignableRoles.map((r) => (
                <option key={r} value={r}>
                  {memberRoleLabels[r]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </fieldset>
      {role === 'admin' || role === 'member' ? (
        <p className="text-sm text-slate-600">
          <span className="font-medium text-slate-800">{memberRoleLabels[role]}:</span>{' '}
          {memberRoleDescriptions[role]}
        </p>
      ) : null}
      {errors.root?.server?.message ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.server.message}
        </p>
      ) : null}
      <Button type="submit" disabled={!team.canInvite || busy} aria-busy={busy}>
        <Send aria-hidden="true" />
        {busy ? 'Sending Invitation…' : 'Send Invitation'}
      </Button>
    </form>
  );
}
