/**
 * What the company's intro buttons do, shared by the feed cards and the dashboard list
 * (spec 1 §4 "Intro request status (company view)", "Scheduling"; §6; §8): the API call, the
 * spec's toast, and where to go next.
 */
import { useCallback, useMemo, useState } from 'react';
import type { IntroRequestDetailsInput } from '../../../../shared/intro-requests/schemas';
import type { Compensation } from '../../../../shared/intro-requests/compensation';

/** What the dialog sends: the role and note, and the pay (issue #35). */
export type IntroRequestDialogInput = IntroRequestDetailsInput & { compensation: Compensation };
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { toastActionError } from '../../../lib/action-error';
import { webUrl } from '../../../lib/web-url';
import { useCreateIntroRequest } from '../api/create-intro-request';
import { useSession } from '../../auth/api/get-session';
import { formatDateTime } from '../../../lib/date-time';
import {
  useBookCall,
  useCompanyCallStep,
  type CompanyCallStep,
  useCompleteMeeting,
  useScheduleMeeting,
  useSendMeetingReminder,
} from '../api/meeting-actions';

/** Spec 1 §8 "Schedule logged out". */
export const scheduleLoginRequired = {
  title: 'Login Required',
  description: 'Please log in to schedule meetings.',
} as const;

/** Spec 1 §6 / §8 "Visitor asks for intro". */
export const introLoginRequired = {
  title: 'Login Required',
  description: 'Please create a free company account to request introductions.',
} as const;

/**
 * Shows the server's reason for a failed intro action (spec 1 §8 "Other exception"); a 409 (the
 * intro changed meanwhile) with the server's title, as what happened (issue #30).
 */
export function toastIntroError(error: unknown): void {
  toastActionError(error);
}

/**
 * Opens an empty tab while the click still counts as a user gesture, so popup blockers let the
 * calendar through once the server answers; cut from this page (`noopener`) at once.
 */
function openPendingTab(): Window | null {
  const tab = window.open('about:blank', '_blank');
  if (tab) tab.opener = null;
  return tab;
}

function sendTabTo(tab: Window | null, url: string): void {
  if (tab && !tab.closed) tab.location.href = url;
  else window.open(url, '_blank', 'noopener,noreferrer');
}

export interface CandidateRef {
  candidateId: string;
  /** First name for the dialog and the toasts. */
  firstName: string;
  /** On a re-request, the existing intro: its role, note and pay prefill the dialog. */
  introId?: string | null;
  /** The candidate's stated salary expectation, which the pay is compared with (issue #35). */
  salaryRange?: string | null;
  /**
   * The candidate's current job from the talent card, which the dialog names ("Senior Engineer
   * at Acme", docs/decisions/080); null or absent: no line.
   */
  currentJob?: { title: string; company: string } | null;
}

/** What `IntroRequestDialog` needs: who it is for (null: closed), and what Cancel and Send do. */
export interface IntroRequestDialogControl {
  target: CandidateRef | null;
  onCancel: () => void;
  onSend: (details: IntroRequestDialogInput) => void;
}

/**
 * Request (or re-request) an intro. `requestIntro` opens the dialog (issue #15: the role and a
 * note, docs/decisions/034); Send posts the request, toasts 'Intro Requested!' and goes to the
 * confirmation page (spec 1 §4). A 402 `LIMIT_REACHED` calls `onLimitReached` with the server's
 * text (per month, reset date). Render `<IntroRequestDialog {...dialog} />` beside the buttons.
 */
export function useRequestIntroAction(onLimitReached: (detail: string) => void) {
  const navigate = useNavigate();
  const location = useLocation();
  const { mutateAsync, isPending, variables } = useCreateIntroRequest();
  const [target, setTarget] = useState<CandidateRef | null>(null);
  const userId = useSession().user?.id;

  const send = useCallback(
    async (candidate: CandidateRef, details: IntroRequestDialogInput) => {
      try {
        const created = await mutateAsync({ candidateId: candidate.candidateId, ...details });
        // Sent: its draft goes (issue #30); the drafts' code loads here, not with the feed.
        if (userId) {
          void import('./intro-draft').then(({ introDraftKey, saveIntroDraft }) =>
            saveIntroDraft(introDraftKey(userId, candidate.candidateId), null),
          );
        }
        toast({
          title: 'Intro Requested!',
          description: `We've let ${candidate.firstName} know you'd like an intro.`,
        });
        await navigate(paths.introConfirmation.getHref(created.candidateId, created.id));
      } catch (error) {
        if (isApiError(error, 'LIMIT_REACHED')) {
          onLimitReached(error.detail ?? unexpectedErrorMessage);
        } else if (isApiError(error) && error.status === 401) {
          toast(introLoginRequired);
          await navigate(paths.loginCompany.getHref(location.pathname + location.search));
        } else {
          toastIntroError(error);
        }
      }
    },
    [mutateAsync, navigate, onLimitReached, location.pathname, location.search, userId],
  );

  const requestIntro = useCallback((candidate: CandidateRef) => setTarget(candidate), []);
  const dialog = useMemo<IntroRequestDialogControl>(
    () => ({
      target,
      onCancel: () => setTarget(null),
      onSend: (details) => {
        if (!target) return;
        setTarget(null);
        void send(target, details);
      },
    }),
    [target, send],
  );

  return {
    requestIntro,
    pendingCandidateId: isPending ? variables.candidateId : null,
    dialog,
  };
}

/**
 * Schedule Meeting: the server marks the meeting scheduled and answers the candidate's booking
 * link, which opens in a new tab ('Calendar Opened'); without one, 'Manual Scheduling Required'.
 * Pass `hasCalendar: false` when it is known there is no link, to skip the placeholder tab.
 */
export function useScheduleMeetingAction() {
  const navigate = useNavigate();
  const location = useLocation();
  const { mutateAsync, isPending, variables } = useScheduleMeeting();

  const schedule = useCallback(
    async (introId: string, options: { hasCalendar?: boolean } = {}) => {
      const tab = options.hasCalendar === false ? null : openPendingTab();
      try {
        const result = await mutateAsync(introId);
        const name = result.intro.candidateName;
        const calendar = webUrl(result.calendarUrl);
        if (calendar) {
          sendTabTo(tab, calendar);
          toast({
            title: 'Calendar Opened',
            description: `Book your call with ${name} in the new tab, then mark the meeting completed afterwards.`,
          });
        } else {
          tab?.close();
          toast({
            title: 'Manual Scheduling Required',
            description: `${name} has no booking link. Contact them at ${result.intro.contact?.email ?? 'their e-mail'} to arrange the call; the meeting is marked as scheduled.`,
          });
        }
      } catch (error) {
        tab?.close();
        if (isApiError(error) && error.status === 401) {
          toast(scheduleLoginRequired);
          await navigate(paths.loginCompany.getHref(location.pathname + location.search));
          return;
        }
        toastIntroError(error);
      }
    },
    [mutateAsync, navigate, location.pathname, location.search],
  );

  return { schedule, pendingId: isPending ? variables : null };
}

/** Mark Meeting Completed: toast 'Meeting Completed!' saying a gig can now be proposed. */
export function useCompleteMeetingAction() {
  const { mutateAsync, isPending, variables } = useCompleteMeeting();
  const complete = useCallback(
    async (introId: string) => {
      try {
        const intro = await mutateAsync(introId);
        toast({
          title: 'Meeting Completed!',
          description: `You can now propose a gig to ${intro.candidateName}.`,
        });
      } catch (error) {
        toastIntroError(error);
      }
    },
    [mutateAsync],
  );
  return { complete, pendingId: isPending ? variables : null };
}

/** Confirm Call Booked at `meetingTime` (ISO): toast 'Call Booking Confirmed'; unlocks Propose Gig. */
export function useBookCallAction() {
  const { mutateAsync, isPending, variables } = useBookCall();
  const book = useCallback(
    async (introId: string, meetingTime: string) => {
      try {
        const intro = await mutateAsync({ id: introId, meetingTime });
        toast({
          title: 'Call Booking Confirmed',
          description: `Your call with ${intro.candidateName} is booked for ${formatDateTime(intro.meetingTime ?? meetingTime)}. You both get the invitation.`,
        });
      } catch (error) {
        toastIntroError(error);
      }
    },
    [mutateAsync],
  );
  return { book, pendingId: isPending ? variables.id : null };
}

/** Send Reminder (once per intro): toast 'Reminder Sent!'. */
export function useSendReminderAction() {
  const { mutateAsync, isPending, variables } = useSendMeetingReminder();
  const remind = useCallback(
    async (introId: string) => {
      try {
        const intro = await mutateAsync(introId);
        toast({
          title: 'Reminder Sent!',
          description: `We've e-mailed you a reminder to book your call with ${intro.candidateName}.`,
        });
      } catch (error) {
        toastIntroError(error);
      }
    },
    [mutateAsync],
  );
  return { remind, pendingId: isPending ? variables : null };
}

/** The toast after each call step (issue #17). */
const callStepToasts: Record<CompanyCallStep['path'], (name: string) => string> = {
  slots: (name) => `We've sent your times to ${name}.`,
  'book-slot': (name) => `Your call with ${name} is booked. You both get the invitation.`,
  'cancel-call': (name) => `The call is cancelled and ${name} has been told.`,
  reopen: (name) => `The intro with ${name} is open again.`,
  outcome: (name) => `Saved. We've let ${name} know.`,
};
const callStepTitles: Record<CompanyCallStep['path'], string> = {
  slots: 'Times Offered',
  'book-slot': 'Call Booking Confirmed',
  'cancel-call': 'Call Cancelled',
  reopen: 'Intro Reopened',
  outcome: 'Outcome Recorded',
};

/**
 * The company's call steps (issue #17): offer times, pick one, cancel, reopen, record the
 * outcome; each with its toast. Resolves true when the step succeeded.
 */
export function useCompanyCallStepAction() {
  const { mutateAsync, isPending, variables } = useCompanyCallStep();
  const run = useCallback(
    async (introId: string, step: CompanyCallStep) => {
      try {
        const intro = await mutateAsync({ id: introId, step });
        toast({
          title: callStepTitles[step.path],
          description: callStepToasts[step.path](intro.candidateName),
        });
        return true;
      } catch (error) {
        toastIntroError(error);
        return false;
      }
    },
    [mutateAsync],
  );
  return { run, pending: isPending ? variables : null };
}
