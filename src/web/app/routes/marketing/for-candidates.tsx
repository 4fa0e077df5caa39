import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { CtaBand } from '../../../features/marketing/components/cta-band';
import { ForCandidatesBenefits } from '../../../features/marketing/components/for-candidates-benefits';
import { ForCandidatesSteps } from '../../../features/marketing/components/for-candidates-steps';
import { MarketingHero } from '../../../features/marketing/components/marketing-hero';

/** `/for-candidates`: the candidate landing page (spec 1 §2 route table); its CTAs go to the signup. */
export function ForCandidatesRoute() {
  return (
    <>
      <MarketingHero
        eyebrow="For Candidates"
        title="Zero applications. Warm intros only."
        description="Join a curated network of tech talent and let startups come to you. Accept the intros you like, meet founders who already know your work, and start with a paid trial."
      >
        <Button asChild size="lg">
          <Link to={paths.candidateSignup.getHref()}>
            Join as Talent
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.loginCandidate.getHref()}>Candidate Login</Link>
        </Button>
      </MarketingHero>
      <ForCandidatesBenefits />
      <ForCandidatesSteps />
      <CtaBand
        id="candidate-cta-heading"
        title="Your next team is looking for you"
        description="Joining is free and takes a few minutes. We review every profile and let you know when you are live."
      >
        <Button asChild size="lg" className="bg-white text-brand-800 hover:bg-brand-50">
          <Link to={paths.candidateSignup.getHref()}>
            Join the Network
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CtaBand>
    </>
  );
}
