import { Clock, MessageSquareHeart, ShieldCheck, UserCheck, type LucideIcon } from 'lucide-react';
import { SectionHeading } from './section-heading';

/** Spec 1 §1: what the startups page promises. */
const benefits: { title: string; description: string; icon: LucideIcon }[] = [
  {
    title: 'Pre-vetted professionals',
    description:
      'Over 500 engineers, designers and product people, each reviewed by our team before they join the pool.',
    icon: UserCheck,
  },
  {
    title: 'Warm intros, not cold outreach',
    description:
      'Candidates opted in to hear from startups like yours, so intros get answered, not ignored.',
    icon: MessageSquareHeart,
  },
  {
    title: 'Hire in 5-7 days on average',
    description:
      'Go from first intro to trial project within a week, instead of a quarter-long hiring process.',
    icon: Clock,
  },
  {
    title: 'Risk-free trial',
    description:
      'Start with a short paid trial project, typically 1-2 weeks, and decide with real work in hand.',
    icon: ShieldCheck,
  },
];

/** The startups page's benefits grid. */
export function StartupsBenefits() {
  return (
    <section aria-labelledby="startup-benefits-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="startup-benefits-heading"
          eyebrow="Why WarmIntro"
          title="Built for startups that need to move fast"
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map((benefit) => (
            <li
              key={benefit.title}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span className="grid size-11 place-items-center rounded-xl bg-brand-100 text-brand-800">
                <benefit.icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-slate-900">{benefit.title}</h3>
              <p className="mt-2 text-slate-600">{benefit.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
