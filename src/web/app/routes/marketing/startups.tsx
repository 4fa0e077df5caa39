import { StartupsBenefits } from '../../../features/marketing/components/startups-benefits';
import { StartupsFeatures } from '../../../features/marketing/components/startups-features';
import { StartupsHero } from '../../../features/marketing/components/startups-hero';
import { StartupsSignupForm } from '../../../features/marketing/components/startups-signup-form';
import { StartupsStatsBand } from '../../../features/marketing/components/startups-stats-band';
import { DocumentTitle } from '../../../components/document-title';

const SIGNUP_SECTION_ID = 'startup-signup';

/** `/startups` (spec 1 §2 "Startups page"). */
export function StartupsRoute() {
  return (
    <>
      <DocumentTitle>For Startups | WarmIntro</DocumentTitle>
      <StartupsHero signupSectionId={SIGNUP_SECTION_ID} />
      <StartupsBenefits />
      <StartupsStatsBand />
      <StartupsFeatures />
      <StartupsSignupForm id={SIGNUP_SECTION_ID} />
    </>
  );
}
