import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  ArrowRight,
  BellRing,
  CalendarPlus,
  CheckCircle2,
  Download,
  LayoutDashboard,
  Mail,
  MessageCircle,
  UserX,
  Users,
} from 'lucide-react';
import { introDisplayState, introTexts } from '../../../../shared/intro-requests/schemas';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { PageLoader } from '../../../components/page-loader';
import { AvatarInitials } from '../../../components/ui/avatar-initials';
import { useSession } from '../../auth/api/get-session';
import { useTalent } from '../api/get-talent';
import { meetingIcsUrl } from '../api/meeting-actions';
import { calendarTemplateUrl } from '../lib/calendar-template';

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

interface IntroConfirmationProps {
  candidateId: string;
  requestId: string | null;
}

/**
 * The intro confirmation page (spec 1 §2 "Intro confirmation page", §8): the candidate, the
 * calendar-template button ('Scheduling Not Available' without an e-mail), the .ics file once the
 * intro is accepted, 'What Happens Next?', and the three ways on.
 */
export function IntroConfirmation({ candidateId, requestId }: IntroConfirmationProps) {
  const navigate = useNavigate();
  const session = useSession();
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
        <title>Candidate Not Found | WarmIntro</title>
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
  const state = introDisplayState(candidate.intro);
  const accepted =
    state === 'accepted' || state === 'meeting_scheduled' || state === 'meeting_completed';
  const scheduleUrl = candidate.email
    ? calendarTemplateUrl({
        title: `Intro call: ${candidate.name}${companyName ? ` & ${companyName}` : ''}`,
        details: `Warm intro call with ${candidate.name} (${candidate.role}), arranged through WarmIntro.`,
        guestEmail: candidate.email,
      })
    : null;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <title>{`Intro Request Sent | WarmIntro`}</title>
      <div className="flex flex-col items-center text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-green-100 text-green-700">
          <CheckCircle2 className="size-8" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {`Intro Request Sent to ${first}!`}
        </h1>
        <p className="mt-3 max-w-xl text-lg text-slate-600">
          We've sent your intro request. You'll hear from us as soon as {first} responds.
        </p>
      </div>

      <Card className="mt-10">
        <CardContent className="flex flex-col gap-5 pt-6 sm:flex-row sm:items-center">
          <AvatarInitials name={candidate.name} />
          <div className="min-w-0 flex-1">
            <h2 className="text-lg font-bold text-slate-900">{candidate.name}</h2>
            <p className="text-sm font-medium text-brand-800">{candidate.role}</p>
            {candidate.email ? (
              <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
                <Mail className="size-4" aria-hidden="true" />
                {candidate.email}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col gap-2 sm:items-end">
            {scheduleUrl ? (
              <Button asChild>
                <a href={scheduleUrl} target="_blank" rel="noopener noreferrer">
                  <CalendarPlus aria-hidden="true" />
                  Schedule Meeting
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </Button>
            ) : (
              <Button disabled>
                <CalendarPlus aria-hidden="true" />
                Scheduling Not Available
              </Button>
            )}
            {requestId && accepted ? (
              <Button asChild variant="outline" size="sm">
                <a href={meetingIcsUrl(requestId)} download>
                  <Download aria-hidden="true" />
                  Add to calendar (.ics)
                </a>
              </Button>
            ) : null}
          </div>
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
