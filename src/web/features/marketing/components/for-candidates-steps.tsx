import { Bell, Briefcase, UserPlus } from 'lucide-react';
import { FeatureGrid, type FeatureItem } from './feature-grid';
import { SectionHeading } from './section-heading';

const steps: FeatureItem[] = [
  {
    title: 'Join the network',
    description:
      'Tell us about your skills, experience and availability. Our team reviews every profile before it goes live.',
    icon: UserPlus,
  },
  {
    title: 'Receive warm intros',
    description:
      'Startups browsing the talent feed request an intro. You get an e-mail and decide whether to accept.',
    icon: Bell,
  },
  {
    title: 'Talk, trial, get hired',
    description:
      'Book a call, try a short paid project together, and join a team that already knows your work.',
    icon: Briefcase,
  },
];

/** How it works for talent: three steps. */
export function ForCandidatesSteps() {
  return (
    <section aria-labelledby="candidate-steps-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="candidate-steps-heading"
          eyebrow="How it works"
          title="Three steps to your next team"
        />
        <FeatureGrid items={steps} numbered className="mt-12" />
      </div>
    </section>
  );
}
