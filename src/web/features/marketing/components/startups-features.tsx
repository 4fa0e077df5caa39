import { CheckCircle2 } from 'lucide-react';
import { SectionHeading } from './section-heading';

/** Spec 1 §1: dedicated account manager, flexible engagement models, risk-free trial. */
const features: { title: string; description: string }[] = [
  {
    title: 'Dedicated account manager',
    description: 'One person who knows your roles, your stack and your timeline.',
  },
  {
    title: 'Flexible engagement models',
    description: 'Full-time, contract or project-based: hire the way your startup works today.',
  },
  {
    title: 'Risk-free trial projects',
    description: 'Paid trials of 1 to 3 weeks with a clear scope before you make an offer.',
  },
  {
    title: 'Smart talent feed',
    description: 'Search by name, role or skill and filter by location and availability.',
  },
  {
    title: 'Intro calls in a click',
    description: "Book the first call from the candidate's own calendar link.",
  },
  {
    title: 'Everything in one dashboard',
    description: 'Track every intro request, call and trial project in one place.',
  },
];

/** The startups page's feature list. */
export function StartupsFeatures() {
  return (
    <section aria-labelledby="startup-features-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_2fr]">
        <SectionHeading
          id="startup-features-heading"
          eyebrow="Features"
          title="Everything you need to hire with confidence"
          description="From the first search to the signed offer, WarmIntro keeps the process short and personal."
          align="left"
        />
        <ul className="grid gap-x-8 gap-y-6 sm:grid-cols-2">
          {features.map((feature) => (
            <li key={feature.title} className="flex gap-3">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <div>
                <h3 className="font-semibold text-slate-900">{feature.title}</h3>
                <p className="mt-1 text-slate-600">{feature.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
