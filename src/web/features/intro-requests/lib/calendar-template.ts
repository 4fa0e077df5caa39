/**
 * The calendar-event template link of the intro confirmation page (spec 1 §7 "External links":
 * title, details, the candidate's e-mail as guest), on Google Calendar.
 */
export function calendarTemplateUrl(event: {
  title: string;
  details: string;
  guestEmail: string;
}): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    details: event.details,
    add: event.guestEmail,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
