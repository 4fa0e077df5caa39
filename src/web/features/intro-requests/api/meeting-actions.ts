/**
 * The intro call (spec 1 §4 "Scheduling", "Meeting reminder"; issue #17): `POST
 * /api/intro-requests/:id/` `schedule` (answers the candidate's calendar link to open), `book`
 * (a time booked through that link, in the future), `slots` (offer times; reschedules a booked
 * call), `book-slot` (pick a time the candidate offered), `cancel-call` (with a reason), `reopen`,
 * `complete` (once the call has started), `outcome`, and `reminder` (once per intro). Each
 * answers the updated request; out-of-order steps reject with `ApiError` 409, bad input 400.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BookSlotInput,
  CancelCallInput,
  CompanyIntroRequest,
  OfferSlotsInput,
  RecordOutcomeInput,
  ScheduleResult,
} from '../../../../shared/intro-requests/schemas';
import { api } from '../../../lib/api-client';
import { refreshIntroViews } from './intro-request-keys';

export type { ScheduleResult };

// The response schemas are imported with the first request: the talent feed, which offers these
// steps, loads without zod (docs/decisions/047-preact.md).
const scheduleResultSchema = async () =>
  (await import('../../../../shared/intro-requests/schemas')).scheduleResultSchema;
const companyIntroRequestSchema = async () =>
  (await import('../../../../shared/intro-requests/schemas')).companyIntroRequestSchema;

const base = (id: string) => `/api/intro-requests/${encodeURIComponent(id)}`;

/** The `.ics` file of the intro call (answers 409 until the candidate has accepted). */
export function meetingIcsUrl(id: string): string {
  return `${base(id)}/meeting.ics`;
}

export function scheduleMeeting(id: string): Promise<ScheduleResult> {
  return api.post(`${base(id)}/schedule`, {}, { schema: scheduleResultSchema });
}

/** `meetingTime` is ISO 8601 and must lie ahead. */
export function bookCall(id: string, meetingTime: string): Promise<CompanyIntroRequest> {
  return api.post(`${base(id)}/book`, { meetingTime }, { schema: companyIntroRequestSchema });
}

/** A step on the call: offer times, pick one, cancel with a reason, reopen, record the outcome. */
export type CompanyCallStep =
  | { path: 'slots'; body: OfferSlotsInput }
  | { path: 'book-slot'; body: BookSlotInput }
  | { path: 'cancel-call'; body: CancelCallInput }
  | { path: 'reopen'; body: Record<string, never> }
  | { path: 'outcome'; body: RecordOutcomeInput };

export function companyCallStep(id: string, step: CompanyCallStep): Promise<CompanyIntroRequest> {
  return api.post(`${base(id)}/${step.path}`, step.body, { schema: companyIntroRequestSchema });
}

export function useCompanyCallStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; step: CompanyCallStep }) =>
      companyCallStep(input.id, input.step),
    onSettled: () => refreshIntroViews(queryClient),
  });
}

export function completeMeeting(id: string): Promise<CompanyIntroRequest> {
  return api.post(`${base(id)}/complete`, {}, { schema: companyIntroRequestSchema });
}

export function sendMeetingReminder(id: string): Promise<CompanyIntroRequest> {
  return api.post(`${base(id)}/reminder`, {}, { schema: companyIntroRequestSchema });
}

export function useScheduleMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleMeeting,
    onSettled: () => refreshIntroViews(queryClient),
  });
}

export function useBookCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; meetingTime: string }) =>
      bookCall(input.id, input.meetingTime),
    onSettled: () => refreshIntroViews(queryClient),
  });
}

export function useCompleteMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeMeeting,
    onSettled: () => refreshIntroViews(queryClient),
  });
}

export function useSendMeetingReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMeetingReminder,
    onSettled: () => refreshIntroViews(queryClient),
  });
}
