import { Link } from 'react-router';
import type { ReactNode } from 'react';
import {
  FREE_INTRO_REQUESTS_PER_MONTH,
  PRO_PRICE_USD_PER_MONTH,
} from '../../../../shared/billing/allowance';
import { paths } from '../../../config/paths';
import { proFeatures } from '../../../features/billing/components/plan-cards';
import { MarketingHero } from '../../../features/marketing/components/marketing-hero';

interface Question {
  question: string;
  answer: ReactNode;
}

const link = 'font-medium text-brand-700 underline underline-offset-2';

/**
 * What a newcomer asks, answered by what the product does (issue #30: how vetting works, what Pro
 * includes, how intros and trials work, how to cancel). Each answer states a rule the server keeps:
 * the free allowance (DESIGN.md "Departures"), the double opt-in (docs/decisions/013), the 7-day
 * answer window (issue #17), the 30-day check-in (docs/decisions/028).
 */
const sections: { title: string; questions: Question[] }[] = [
  {
    title: 'For startups',
    questions: [
      {
        question: 'How are candidates vetted?',
        answer:
          'Every candidate who joins is reviewed by our team before their profile appears in the talent feed: we read their profile, experience, skills and links, and approve the profiles we can stand behind. Every 30 days we ask each candidate whether they are still open to intros; those who do not answer are paused, so the feed shows people who are looking.',
      },
      {
        question: 'How does a warm intro work?',
        answer:
          'Ask for an intro from a card or a profile, with the role and a short note on why. The candidate accepts or declines; a request left unanswered for 7 days expires. Once they accept, you see their e-mail, calendar link and résumé, you book a call, and you can message each other.',
      },
      {
        question: 'What is a trial project?',
        answer:
          'After your call, you can propose a short paid trial project (a "gig" on your dashboard): a defined piece of work with deliverables, a budget and a start date. The candidate accepts or declines it, and you both see where it stands until it is complete.',
      },
      {
        question: 'What do the plans include?',
        answer: (
          <>
            <p>
              Free companies can make {FREE_INTRO_REQUESTS_PER_MONTH} new intro requests each
              calendar month; a request that expires unanswered gives its place back. Pro is $
              {PRO_PRICE_USD_PER_MONTH} per month and includes:
            </p>
            <ul className="mt-2 list-disc pl-6">
              {proFeatures.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <p className="mt-2">
              Enterprise is tailored to teams hiring at scale:{' '}
              <Link to={paths.contact.getHref()} className={link}>
                contact sales
              </Link>
              .
            </p>
          </>
        ),
      },
      {
        question: 'How do I cancel Pro?',
        answer: (
          <>
            Upgrading is a preview of our billing and nothing is charged. To return to the free
            plan,{' '}
            <Link to={paths.contact.getHref()} className={link}>
              write to us
            </Link>{' '}
            and we move your company back; your intros, conversations and trial projects stay as
            they are.
          </>
        ),
      },
    ],
  },
  {
    title: 'For candidates',
    questions: [
      {
        question: 'Does it cost anything?',
        answer: 'No. Joining, answering intros and talking to startups is free for candidates.',
      },
      {
        question: 'Who sees my details?',
        answer:
          'Your profile — name, role, experience, skills, location, availability, bio and salary range (unless you prefer not to disclose it) — is shown in the talent feed. Your e-mail, calendar link, LinkedIn, portfolio and résumé are shared only with a company whose intro you accept.',
      },
      {
        question: 'Can I take a break?',
        answer:
          'Yes. Pause from your dashboard at any time: you leave the talent feed and receive no new requests until you resume.',
      },
    ],
  },
];

/** `/faq` — the FAQ, where the spec's footer only had a coming-soon notice (issue #30). */
export function FaqRoute() {
  return (
    <>
      <MarketingHero
        eyebrow="FAQ"
        title="Frequently asked questions"
        description="How vetting works, what the plans include, and how intros and trial projects go — for startups and for candidates."
      />
      <div className="mx-auto w-full max-w-3xl space-y-12 px-4 py-16 sm:px-6">
        {sections.map((section) => (
          <section key={section.title} aria-labelledby={`faq-${section.title}`}>
            <h2
              id={`faq-${section.title}`}
              className="text-2xl font-bold tracking-tight text-slate-900"
            >
              {section.title}
            </h2>
            <div className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
              {section.questions.map((q) => (
                <details key={q.question} className="group px-5 py-4">
                  <summary className="cursor-pointer list-none rounded font-semibold text-slate-900 marker:hidden focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
                    <span className="flex items-center justify-between gap-4">
                      <span>{q.question}</span>
                      <span
                        aria-hidden="true"
                        className="text-xl leading-none text-brand-700 transition-transform group-open:rotate-45"
                      >
                        +
                      </span>
                    </span>
                  </summary>
                  <div className="mt-3 text-slate-600">{q.answer}</div>
                </details>
              ))}
            </div>
          </section>
        ))}
        <p className="text-slate-600">
          Another question?{' '}
          <Link to={paths.contact.getHref()} className={link}>
            Contact us
          </Link>
          .
        </p>
      </div>
    </>
  );
}
