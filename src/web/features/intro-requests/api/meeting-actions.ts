/**
 * The intro call (spec 1 §4 "Scheduling", "Meeting reminder"): `POST /api/intro-requests/:id/`
 * `schedule` (answers the candidate's calendar link to open), `book` (the call is booked, at
 * `meetingTime`), `complete`, and `reminder` (once per intro). Each answers the updated request;
 * out-of-order steps reject with `ApiError` 409.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  companyIntroRequestSchema,
  scheduleResultSchema,
  type CompanyIntroRequest,
  type ScheduleResult,
} from '../../../../shared/intro-requests/schemas';
import { api } from '../../../lib/api-client';
import { refreshIntroViews } from './intro-request-keys';

export type { ScheduleResult };

const base = (id: string) => `/api/intro-requests/${encodeURIComponent(id)}`;

/** The `.ics` file of the intro call (answers 409 until the candidate has accepted). */
export function meetingIcsUrl(id: string): string {
  return `${base(id)}/meeting.ics`;
}

export function scheduleMeeting(id: string): Promise<ScheduleResult> {
  return api.post(`${base(id)}/schedule`, {}, { schema: scheduleResultSchema });
}

/** `meetingTime` is ISO 8601; the server uses now when it is left out. */
export function bookCall(id: string, meetingTime?: string): Promise<CompanyIntroRequest> {
  return api.post(`${base(id)}/book`, meetingTime ? { meetingTime } : {}, {
    schema: companyIntroRequestSchema,
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
    mutationFn: (input: { id: string; meetingTime?: string }) =>
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
