import { CalendarClock, Layers, ShieldCheck, Trophy, UserCheck, Users } from 'lucide-react';
import { FeatureGrid, type FeatureItem } from './feature-grid';
import { SectionHeading } from './section-heading';

/** Spec 1 §1: the claims of the startups and how-it-works pages. */
const advantages: FeatureItem[] = [
  {
    title: '500+ pre-vetted professionals',
    description: 'Every candidate is reviewed by our team before companies can see them.',
    icon: UserCheck,
  },
  {
    title: 'Average hire time 5-7 days',
    description: 'Warm intros get answered fast, so you go from search to trial within a week.',
    icon: CalendarClock,
  },
  {
    title: '90% trial-to-hire success',
    description: 'Trial projects show real work, which makes for confident, lasting hires.',
    icon: Trophy,
  },
  {
    title: '200+ startups served',
    description: 'From two-founder teams to Series C scale-ups, across every time zone.',
    icon: Users,
  },
  {
    title: 'Dedicated account manager',
    description: 'A real person who learns your needs and suggests the right people.',
    icon: ShieldCheck,
  },
  {
    title: 'Flexible engagement models',
    description: 'Full-time, contract or project-based: start the way that suits you.',
    icon: Layers,
  },
];

/** The how-it-works page's advantages. */
export function HowItWorksAdvantages() {
  return (
    <section aria-labelledby="hiw-advantages-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="hiw-advantages-heading"
          eyebrow="The WarmIntro advantage"
          title="Why startups hire this way"
        />
        <FeatureGrid items={advantages} className="mt-12" />
      </div>
    </section>
  );
}
