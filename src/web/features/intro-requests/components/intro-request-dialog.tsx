import { useId, useRef, useState } from 'react';
import { Loader2, Send } from 'lucide-react';
import {
  INTRO_NOTE_MAX,
  INTRO_ROLE_MAX,
  introRequestDetailsSchema,
} from '../../../../shared/intro-requests/schemas';
import { compensationSchema } from '../../../../shared/intro-requests/compensation';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { useQuery } from '@tanstack/react-query';
import { getCompanyProfileQueryOptions } from '../../companies/api/get-company-profile';
import { getPreferencesQueryOptions } from '../../companies/api/get-preferences';
import { useIntroRequest } from '../api/get-intro-request';
import type { IntroRequestDialogControl, IntroRequestDialogInput } from '../lib/use-intro-actions';
import { draftFromPay, PayFields, payFromDraft, type PayErrors } from './pay-fields';
import { useBlocker } from 'react-router';
import { useSession } from '../../auth/api/get-session';
import { introDraftKey, loadIntroDraft, saveIntroDraft, type IntroDraft } from '../lib/intro-draft';

interface DetailsFormProps {
  firstName: string;
  initial: IntroDraft;
  suggestions: string[];
  /** The candidate's stated salary expectation, for the pay's comparison (issue #35). */
  salaryRange: string | null | undefined;
  onSend: (details: IntroRequestDialogInput) => void;
  /** Where the draft is kept (null: not kept, e.g. while the user is unknown). */
  draftKey: string | null;
}

/**
 * The role, the pay and the note; the server checks the same schemas (issue #15, issue #35). What
 * is typed is kept as a draft and comes back when the dialog opens again for the same candidate,
 * after a reload too; leaving the page with changes asks first (issue #30).
 */
function DetailsForm({
  firstName,
  initial,
  suggestions,
  salaryRange,
  onSend,
  draftKey,
}: DetailsFormProps) {
  const id = useId();
  const [start] = useState(() => (draftKey ? loadIntroDraft(draftKey) : null) ?? initial);
  const [role, setRole] = useState(start.roleDescription);
  const [note, setNote] = useState(start.message);
  const [pay, setPay] = useState({
    payType: start.payType,
    currency: start.currency,
    min: start.min,
    max: start.max,
  });
  const [errors, setErrors] = useState<Partial<Record<'roleDescription' | 'message', string>>>({});
  const [payErrors, setPayErrors] = useState<PayErrors>({});
  const dirty =
    role !== initial.roleDescription ||
    note !== initial.message ||
    pay.payType !== initial.payType ||
    pay.currency !== initial.currency ||
    pay.min !== initial.min ||
    pay.max !== initial.max;
  const leaving = useBlocker(dirty);
  const keep = (next: Partial<IntroDraft>) => {
    if (draftKey)
      saveIntroDraft(draftKey, { roleDescription: role, message: note, ...pay, ...next });
  };
  if (leaving.state === 'blocked') {
    return (
      <div role="alertdialog" aria-labelledby={`${id}-leave`} className="grid gap-4">
        <p id={`${id}-leave`} className="text-sm text-slate-700">
          Leave this page? Your request to {firstName} is not sent. What you wrote is kept as a
          draft for when you come back.
        </p>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => leaving.proceed()}>
            Leave Page
          </Button>
          <Button type="button" autoFocus onClick={() => leaving.reset()}>
            Keep Writing
          </Button>
        </DialogFooter>
      </div>
    );
  }
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = introRequestDetailsSchema.safeParse({
          roleDescription: role,
          message: note,
        });
        const compensation = compensationSchema.safeParse(payFromDraft(pay));
        const next: typeof errors = {};
        for (const issue of parsed.error?.issues ?? []) {
          const field = issue.path[0] as keyof typeof errors;
          next[field] ??= issue.message;
        }
        const nextPay: PayErrors = {};
        for (const issue of compensation.error?.issues ?? []) {
          const field = issue.path[0] as keyof PayErrors;
          nextPay[field] ??= issue.message;
        }
        setErrors(next);
        setPayErrors(nextPay);
        if (!parsed.success || !compensation.success) return;
        onSend({ ...parsed.data, compensation: compensation.data });
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-role`}>The role</Label>
        <Input
          id={`${id}-role`}
          value={role}
          list={suggestions.length > 0 ? `${id}-roles` : undefined}
          maxLength={INTRO_ROLE_MAX + 20}
          placeholder="e.g. Senior Backend Engineer"
          aria-invalid={errors.roleDescription ? true : undefined}
          aria-describedby={errors.roleDescription ? `${id}-role-error` : undefined}
          onChange={(e) => {
            setRole(e.target.value);
            keep({ roleDescription: e.target.value });
            setErrors((x) => ({ ...x, roleDescription: undefined }));
          }}
        />
        {suggestions.length > 0 ? (
          <datalist id={`${id}-roles`}>
            {suggestions.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
        ) : null}
        {errors.roleDescription ? (
          <p id={`${id}-role-error`} role="alert" className="text-sm text-red-700">
            {errors.roleDescription}
          </p>
        ) : null}
      </div>
      <PayFields
        firstName={firstName}
        value={pay}
        errors={payErrors}
        salaryRange={salaryRange}
        onChange={(next, changed) => {
          setPay(next);
          keep(next);
          setPayErrors((x) => ({ ...x, [changed]: undefined }));
        }}
      />
      <div className="grid gap-1.5">
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor={`${id}-note`}>A note to {firstName} (optional)</Label>
          <span
            id={`${id}-count`}
            className={
              note.length > INTRO_NOTE_MAX ? 'text-xs text-red-700' : 'text-xs text-slate-600'
            }
          >
            {note.length.toLocaleString('en-US')} / {INTRO_NOTE_MAX.toLocaleString('en-US')}
          </span>
        </div>
        <Textarea
          id={`${id}-note`}
          value={note}
          className="min-h-28"
          placeholder={`Why ${firstName}? What would they work on?`}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${id}-note-error ${id}-count` : `${id}-count`}
          onChange={(e) => {
            setNote(e.target.value);
            keep({ message: e.target.value });
            setErrors((x) => ({ ...x, message: undefined }));
          }}
        />
        {errors.message ? (
          <p id={`${id}-note-error`} role="alert" className="text-sm text-red-700">
            {errors.message}
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit">
          <Send aria-hidden="true" />
          Send Intro Request
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * The short step before an intro request is sent (issue #15, docs/decisions/034): the role,
 * prefilled from the company's primary roles (or, on a re-request, what the request said
 * before), the pay (required, issue #35, docs/decisions/077; a re-request starts from the pay
 * stated before), and an optional personal note of up to 1,000 characters. Then the spec's
 * Processing, 'Intro Requested!' and confirmation page follow.
 */
export function IntroRequestDialog({ target, onCancel, onSend }: IntroRequestDialogControl) {
  // Read only once the dialog opens: the page may be a visitor's, who has no company.
  const open = target !== null;
  const preferences = useQuery({ ...getPreferencesQueryOptions(), enabled: open });
  const profile = useQuery({ ...getCompanyProfileQueryOptions(), enabled: open });
  const previous = useIntroRequest(target?.introId ?? null);
  const primary = preferences.data?.primaryRoles ?? [];
  const suggestions = [...new Set([...primary, ...(profile.data?.hiringRoles ?? [])])];
  const loading =
    (preferences.isPending && preferences.fetchStatus !== 'idle') ||
    (profile.isPending && profile.fetchStatus !== 'idle') ||
    (Boolean(target?.introId) && previous.isPending && previous.fetchStatus !== 'idle');
  const before = target?.introId ? previous.data : undefined;
  const userId = useSession().user?.id;
  // A re-request starts from the pay the request stated before (issue #35).
  const initial: IntroDraft = {
    roleDescription: before?.roleDescription ?? primary[0] ?? suggestions[0] ?? '',
    message: before?.message ?? '',
    ...draftFromPay(before?.compensation),
  };

  // Radix gives focus back only to a `DialogTrigger`; this dialog is opened by a button elsewhere
  // on the page, so it remembers what had focus and gives it back when it closes (else keyboard
  // focus falls to the page's start).
  const opener = useRef<HTMLElement | null>(null);

  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent
        onOpenAutoFocus={() => {
          opener.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>
            {target?.introId ? 'Re-request' : 'Request'} an intro to {target?.firstName}
          </DialogTitle>
          {target?.currentJob ? (
            // Who they are now, from their work history (docs/decisions/080).
            <p className="text-sm font-medium text-slate-700">
              {target.currentJob.title} at {target.currentJob.company}
            </p>
          ) : null}
          <DialogDescription>
            Tell {target?.firstName} what the role is and why you would like to talk. They read it
            before they answer.
          </DialogDescription>
        </DialogHeader>
        {target && loading ? (
          <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-600">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            Loading your preferences…
          </p>
        ) : target ? (
          <DetailsForm
            key={`${target.candidateId}:${before?.id ?? ''}`}
            firstName={target.firstName}
            initial={initial}
            suggestions={suggestions}
            salaryRange={target.salaryRange ?? before?.candidateSalaryRange}
            onSend={onSend}
            draftKey={userId ? introDraftKey(userId, target.candidateId) : null}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
