import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  ArrowRight,
  BellRing,
  CalendarPlus,
  CheckCircle2,
  LayoutDashboard,
  MessageCircle,
  UserX,
  Users,
} from 'lucide-react';
import {
  introDisplayState,
  introTexts,
  type IntroDisplayState,
} from '../../../../shared/intro-requests/schemas';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { PageLoader } from '../../../components/page-loader';
import { AvatarInitials } from '../../../components/ui/avatar-initials';
import { useSession } from '../../auth/api/get-session';
import { useTalent } from '../api/get-talent';
import { calendarTemplateUrl } from '../lib/calendar-template';
import { requestedByText } from '../lib/requested-by';
import { CandidateContactLine } from './candidate-contact-line';
import { IntroNextStep } from './intro-next-step';
import { IntroStatusBadge } from './intro-status-badge';
import { DocumentTitle } from '../../../components/document-title';

/** How long the 'Candidate Not Found' card shows before going back to the feed. */
export const CANDIDATE_MISSING_REDIRECT_MS = 2000;

const nextSteps = [
  {
    icon: BellRing,
    title: 'Candidate Notified',
    text: (first: string) => `${first} receives an e-mail with your intro request right away.`,
  },
  {
    icon: MessageCircle,
    title: 'Candidate Responds',
    text: (first: string) =>
      `${first} accepts or declines the intro. We'll e-mail you as soon as they respond.`,
  },
  {
    icon: Users,
    title: 'Connect and Schedule',
    text: () => 'Once accepted, book your intro call and track it from your dashboard.',
  },
] as const;

/**
 * The page's heading for each state of the intro: live, not only right after the request.
 * `offered` says whether the candidate has offered times still ahead (issue #30: without any, the
 * page does not ask to pick one).
 */
const headings: Record<
  IntroDisplayState,
  (first: string, offered: boolean) => { title: string; text: string }
> = {
  none: (first) => ({
    title: `Intro Request Sent to ${first}!`,
    text: `We've sent your intro request. You'll hear from us as soon as ${first} responds.`,
  }),
  requested: (first) => ({
    title: `Intro Request Sent to ${first}!`,
    text: `We've sent your intro request. You'll hear from us as soon as ${first} responds.`,
  }),
  accepted: (first) => ({
    title: `${first} Accepted Your Intro!`,
    text: `Book your intro call with ${first}: their contact details are below.`,
  }),
  scheduling: (first, offered) => ({
    title: `Book Your Call with ${first}`,
    text: offered
      ? `Pick one of the times ${first} offered, or confirm the time you booked through their calendar link.`
      : `${first} hasn't offered times yet — ask in Messages or offer times.`,
  }),
  meeting_scheduled: (first) => ({
    title: `Your Call with ${first} Is Booked`,
    text: 'Both of you have the invitation. Mark the meeting completed once the call has taken place.',
  }),
  meeting_completed: (first) => ({
    title: `You Met ${first}`,
    text: `Record how it went, and propose a paid trial project to ${first} when you are ready.`,
  }),
  declined: (first) => ({
    title: `${first} Declined This Intro`,
    text: 'Not every intro is the right fit. You can re-request it later, or find other talent.',
  }),
  expired: (first) => ({
    title: 'This Intro Request Expired',
    text: `${first} did not answer within 7 days. You can ask again, or find other talent.`,
  }),
  stale: (first) => ({
    title: 'This Intro Was Closed',
    text: `No call was booked with ${first} within 14 days. Reopen it if you still want to talk.`,
  }),
};

interface IntroConfirmationProps {
  candidateId: string;
}

/**
 * The intro confirmation page, also the company's view of one intro (spec 1 §2 "Intro
 * confirmation page", §8): the candidate and the intro's live state; once the candidate has
 * accepted, their contact details and the calendar-template button — before that 'Scheduling Not
 * Available' says why (docs/decisions/013); the next step the lifecycle allows, with the .ics file
 * once a time is booked (issue #30);
 * 'What Happens Next?', and the three ways on.
 */
export function IntroConfirmation({ candidateId }: IntroConfirmationProps) {
  const navigate = useNavigate();
  const session = useSession();
  // Offered times still ahead are those after the page was first shown (a pure render).
  const [shownAt] = useState(() => Date.now());
  const talent = useTalent(candidateId);
  const missing = isApiError(talent.error) && talent.error.status === 404;

  useEffect(() => {
    if (!missing) return;
    toast({
      title: 'Candidate Not Found',
      description: introTexts.candidateMissing,
      variant: 'destructive',
    });
    const timer = setTimeout(
      () => void navigate(paths.talent.getHref(), { replace: true }),
      CANDIDATE_MISSING_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [missing, navigate]);

  if (talent.isPending) return <PageLoader />;

  if (missing || !talent.data) {
    return (
      <div className="mx-auto w-full max-w-lg px-4 py-16">
        <DocumentTitle>Candidate Not Found | WarmIntro</DocumentTitle>
        <Card className="text-center">
          <CardHeader className="items-center">
            <UserX className="size-10 text-slate-400" aria-hidden="true" />
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">
              {missing ? 'Candidate Not Found' : 'Something went wrong'}
            </h1>
            <CardDescription>
              {missing
                ? introTexts.candidateMissing
                : 'An unexpected error occurred. Please try again.'}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to={paths.talent.getHref()}>Back to Talent Feed</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }

  const candidate = talent.data;
  const first = candidate.firstName || candidate.name;
  const companyName = session.user?.companyName;
  const intro = candidate.intro;
  const state = introDisplayState(intro);
  const contact = candidate.contact;
  const offered = (intro?.slots ?? []).some((slot) => new Date(slot).getTime() > shownAt);
  const heading = headings[state](first, offered);
  const scheduleUrl = contact
    ? calendarTemplateUrl({
        title: `Intro call: ${candidate.name}${companyName ? ` & ${companyName}` : ''}`,
        details: `Warm intro call with ${candidate.name} (${candidate.role}), arranged through WarmIntro.`,
        guestEmail: contact.email,
      })
    : null;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <DocumentTitle>{`${heading.title} | WarmIntro`}</DocumentTitle>
      <div className="flex flex-col items-center text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-green-100 text-green-700">
          <CheckCircle2 className="size-8" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {heading.title}
        </h1>
        <p className="mt-3 max-w-xl text-lg text-slate-600">{heading.text}</p>
      </div>

      <Card className="mt-10">
        <CardContent className="pt-6">
          <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
            <AvatarInitials name={candidate.name} />
            <div className="min-w-0 flex-1">
              <h2 className="text-lg font-bold text-slate-900">{candidate.name}</h2>
              <p className="text-sm font-medium text-brand-800">{candidate.role}</p>
              {intro ? <IntroStatusBadge intro={intro} className="mt-2" /> : null}
              {intro?.requestedBy ? (
                <p className="mt-1 text-xs text-slate-600">
                  {requestedByText(intro.requestedBy, intro.requestedBy.at, session.user?.id)}
                </p>
              ) : null}
            </div>
            <div className="flex flex-col gap-2 sm:items-end">
              {/* Outlined: the card's one filled button is its next step (issue #30). */}
              {scheduleUrl ? (
                <Button asChild variant="outline">
                  <a href={scheduleUrl} target="_blank" rel="noopener noreferrer">
                    <CalendarPlus aria-hidden="true" />
                    Schedule Meeting
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </Button>
              ) : (
                <Button variant="outline" disabled aria-describedby="scheduling-note">
                  <CalendarPlus aria-hidden="true" />
                  Scheduling Not Available
                </Button>
              )}
            </div>
          </div>
          {contact ? (
            <CandidateContactLine contact={contact} />
          ) : (
            <p id="scheduling-note" className="mt-4 text-sm text-slate-600">
              {state === 'declined'
                ? `${first} declined this intro, so scheduling is not available.`
                : `Scheduling opens once ${first} accepts your intro. Their contact details stay private until then.`}
            </p>
          )}
          {intro ? (
            <IntroNextStep
              intro={intro}
              candidateId={candidate.id}
              first={first}
              candidateName={candidate.name}
            />
          ) : null}
        </CardContent>
      </Card>

      <section className="mt-10" aria-labelledby="next-steps">
        <h2 id="next-steps" className="text-2xl font-bold text-slate-900">
          What Happens Next?
        </h2>
        <ol className="mt-5 grid gap-4 sm:grid-cols-3">
          {nextSteps.map((step, i) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-5">
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                <step.icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-3 font-semibold text-slate-900">
                <span className="text-brand-700">{i + 1}. </span>
                {step.title}
              </h3>
              <p className="mt-1 text-sm text-slate-600">{step.text(first)}</p>
            </li>
          ))}
        </ol>
      </section>

      <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button asChild>
          <Link to={paths.talent.getHref()}>
            Request Another Intro
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.dashboard.getHref('requests')}>
            <LayoutDashboard aria-hidden="true" />
            View My Requests
          </Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to={paths.contact.getHref()}>Contact Us</Link>
        </Button>
      </div>
    </div>
  );
}
