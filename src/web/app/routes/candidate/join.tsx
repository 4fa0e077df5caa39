import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarCheck, Rocket, UserRoundPen } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Card, CardContent } from '../../../components/ui/card';
import { CandidateSignupForm } from '../../../features/candidates/components/candidate-signup-form';
import { SignupHero } from '../../../features/candidates/components/signup-hero';
import { SignupThankYou } from '../../../features/candidates/components/signup-thank-you';

const steps = [
  {
    icon: UserRoundPen,
    title: 'Create your profile',
    text: 'Tell us your role, skills and availability once. No cover letters, no job boards.',
  },
  {
    icon: CalendarCheck,
    title: 'Get warm intros',
    text: 'Vetted startups ask to meet you. Accept the ones you like and book a call on your calendar.',
  },
  {
    icon: Rocket,
    title: 'Try a paid trial project',
    text: 'Work together for one to three weeks on a real, paid project before anyone commits.',
  },
];

/** Startups hiring through WarmIntro (illustrative names). */
const partnerCompanies = [
  'Nimbus Labs',
  'Brightwave',
  'Lumen Robotics',
  'Quillstack',
  'Harborline',
  'Fernwave AI',
  'Tidepool Analytics',
  'Orbitly',
];

/**
 * /join — the second candidate signup page (spec 2 §2): hero, three how-it-works steps, partner
 * companies and the same profile form; after submit a Thank You screen with the homepage link.
 */
export function JoinRoute() {
  const [doneFor, setDoneFor] = useState<string | null>(null);

  if (doneFor !== null) return <SignupThankYou firstName={doneFor} />;

  return (
    <>
      <SignupHero
        eyebrow="Join the Talent Network"
        title="Get Introduced to Startups That Want You"
      >
        <p>
          Zero applications, warm intros only. Build one profile and let vetted startups come to
          you.
        </p>
        <p className="mt-4 text-base">
          Already a member?{' '}
          <Link
            to={paths.loginCandidate.getHref()}
            className="font-semibold text-brand-700 hover:underline"
          >
            Candidate Login
          </Link>
        </p>
      </SignupHero>

      <section aria-labelledby="join-steps" className="px-4 py-12 sm:px-6 sm:py-16">
        <div className="mx-auto max-w-5xl">
          <h2
            id="join-steps"
            className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            How it works
          </h2>
          <ol className="mt-8 grid gap-6 sm:grid-cols-3">
            {steps.map(({ icon: Icon, title, text }, index) => (
              <li
                key={title}
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <div className="flex items-center gap-3">
                  <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="text-sm font-semibold text-brand-700">Step {index + 1}</span>
                </div>
                <h3 className="mt-4 text-lg font-bold text-slate-900">{title}</h3>
                <p className="mt-2 text-slate-600">{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section
        aria-labelledby="join-partners"
        className="border-y border-slate-200 bg-white px-4 py-10 sm:px-6"
      >
        <div className="mx-auto max-w-5xl text-center">
          <h2
            id="join-partners"
            className="text-sm font-semibold uppercase tracking-wide text-slate-600"
          >
            Startups hiring through WarmIntro
          </h2>
          <ul className="mt-6 flex flex-wrap justify-center gap-x-8 gap-y-3">
            {partnerCompanies.map((name) => (
              <li key={name} className="text-lg font-bold text-slate-700">
                {name}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="join-form" className="bg-slate-50 px-4 py-12 sm:px-6 sm:py-16">
        <div className="mx-auto max-w-3xl">
          <h2
            id="join-form"
            className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            Create your profile
          </h2>
          <Card className="mt-8">
            <CardContent className="p-6 sm:p-8">
              <CandidateSignupForm
                onSuccess={(session) => setDoneFor(session.user?.firstName ?? '')}
              />
            </CardContent>
          </Card>
          <p className="mt-6 text-center text-sm text-slate-600">
            By joining you accept our{' '}
            <Link to={paths.terms.getHref()} className="font-medium text-brand-700 underline">
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link to={paths.privacy.getHref()} className="font-medium text-brand-700 underline">
              Privacy Policy
            </Link>
            .
          </p>
        </div>
      </section>
    </>
  );
}
