/**
 * Booking a call through the API, as journeys that are about something else need one
 * (a gig proposal needs a booked call, spec 2 §4; a booked time lies ahead, issue #17).
 */
import { expect, type APIRequestContext } from '@playwright/test';

/** Books the call of an accepted intro for this time tomorrow, as its company. */
export async function bookCallTomorrow(request: APIRequestContext, introId: string): Promise<void> {
  const meetingTime = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
  const res = await request.post(`/api/intro-requests/${introId}/book`, { data: { meetingTime } });
  expect(res.status(), await res.text()).toBe(200);
}
