import { Handshake, Search, ShieldCheck } from 'lucide-react';
import { FeatureGrid, type FeatureItem } from './feature-grid';
import { SectionHeading } from './section-heading';

/** Spec 1 §2 "How-it-works page": the three steps. */
const steps: FeatureItem[] = [
  {
    title: 'Discover Top Talent',
    description:
      'Browse a curated feed of pre-vetted engineers, designers and product people. Search by name, role or skill and filter by location and availability.',
    icon: Search,
  },
  {
    title: 'Seamless Connections',
    description:
      'Request a warm intro in one click. Once the candidate accepts, book the intro call from their calendar and keep track of it in your dashboard.',
    icon: Handshake,
  },
  {
    title: 'Risk-Free Trial Projects',
    description:
      'Propose a paid trial project, typically 1-2 weeks, to see how you work together before making a hire.',
    icon: ShieldCheck,
  },
];

/** The how-it-works page's three steps. */
export function HowItWorksSteps() {
  return (
    <section aria-labelledby="hiw-steps-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="hiw-steps-heading"
          eyebrow="Three steps"
          title="A simpler way to hire"
          description="WarmIntro replaces job posts and cold outreach with introductions both sides want."
        />
        <FeatureGrid items={steps} numbered className="mt-12" />
      </div>
    </section>
  );
}
