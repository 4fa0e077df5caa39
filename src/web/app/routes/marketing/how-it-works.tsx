import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { CtaBand } from '../../../features/marketing/components/cta-band';
import { HiringTimeline } from '../../../features/marketing/components/hiring-timeline';
import { HowItWorksAdvantages } from '../../../features/marketing/components/how-it-works-advantages';
import { HowItWorksSteps } from '../../../features/marketing/components/how-it-works-steps';
import { MarketingHero } from '../../../features/marketing/components/marketing-hero';
import { Testimonial } from '../../../features/marketing/components/testimonial';

/** `/how-it-works` (spec 1 §2 "How-it-works page"). */
export function HowItWorksRoute() {
  return (
    <>
      <MarketingHero
        eyebrow="How It Works"
        title="How It Works"
        description="Warm introductions to pre-vetted talent, a first call within days, and a paid trial project before you commit. Here is the whole journey."
      >
        <Button asChild size="lg">
          <Link to={paths.talent.getHref()}>
            Explore the Talent Feed
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </MarketingHero>
      <HowItWorksSteps />
      <HowItWorksAdvantages />
      <Testimonial />
      <HiringTimeline />
      <CtaBand
        id="hiw-cta-heading"
        title="Ready to get started?"
        description="Whether you are hiring or looking for your next role, your first warm intro is a few minutes away."
      >
        <Button asChild size="lg" className="bg-white text-brand-800 hover:bg-brand-50">
          <Link to={paths.startups.getHref()}>I'm Hiring</Link>
        </Button>
        <Button
          asChild
          size="lg"
          variant="outline"
          className="border-white/70 bg-transparent text-white hover:bg-white/10"
        >
          <Link to={paths.forCandidates.getHref()}>I'm Looking for Work</Link>
        </Button>
      </CtaBand>
    </>
  );
}
