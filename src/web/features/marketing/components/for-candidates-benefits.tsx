import { BadgeDollarSign, Ban, Globe, HeartHandshake, Rocket, ShieldCheck } from 'lucide-react';
import { FeatureGrid, type FeatureItem } from './feature-grid';
import { SectionHeading } from './section-heading';

const benefits: FeatureItem[] = [
  {
    title: 'Zero applications',
    description:
      'Create one profile. Startups find you and ask for an intro; you never apply again.',
    icon: Ban,
  },
  {
    title: 'Warm intros only',
    description:
      'Every request comes from a real founder or hiring lead who has read your profile.',
    icon: HeartHandshake,
  },
  {
    title: 'You stay in control',
    description:
      'Accept the intros that interest you and decline the rest, no explanations needed.',
    icon: ShieldCheck,
  },
  {
    title: 'Paid trial projects',
    description:
      'Show what you can do in a paid project of 1 to 3 weeks instead of whiteboard puzzles.',
    icon: BadgeDollarSign,
  },
  {
    title: 'Startups worth joining',
    description: 'Meet teams building ambitious products, vetted by us before they reach you.',
    icon: Rocket,
  },
  {
    title: 'Remote-friendly',
    description: 'Work from anywhere: many of our startups hire across time zones.',
    icon: Globe,
  },
];

/** The candidate landing page's benefits. */
export function ForCandidatesBenefits() {
  return (
    <section aria-labelledby="candidate-benefits-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="candidate-benefits-heading"
          eyebrow="Why join"
          title="Your next role, without the job hunt"
        />
        <FeatureGrid items={benefits} className="mt-12" />
      </div>
    </section>
  );
}
