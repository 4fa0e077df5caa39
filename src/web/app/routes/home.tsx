import { AudienceToggle } from '../../features/marketing/components/audience-toggle';
import { DemoTalentSection } from '../../features/marketing/components/demo-talent-section';
import { FinalCta } from '../../features/marketing/components/final-cta';
import { HomeHero } from '../../features/marketing/components/home-hero';
import { HomeStats } from '../../features/marketing/components/home-stats';
import { ThreeStepExplainer } from '../../features/marketing/components/three-step-explainer';
import { DocumentTitle } from '../../components/document-title';

/** The home landing page (spec 1 §2 "Home page"). */
export function HomeRoute() {
  return (
    <>
      <DocumentTitle>WarmIntro</DocumentTitle>
      <HomeHero />
      <DemoTalentSection />
      <ThreeStepExplainer />
      <AudienceToggle />
      <HomeStats />
      <FinalCta />
    </>
  );
}
