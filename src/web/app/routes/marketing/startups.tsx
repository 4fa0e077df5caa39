import { StartupsBenefits } from '../../../features/marketing/components/startups-benefits';
import { StartupsFeatures } from '../../../features/marketing/components/startups-features';
import { StartupsHero } from '../../../features/marketing/components/startups-hero';
import { StartupsSignupForm } from '../../../features/marketing/components/startups-signup-form';
import { StartupsStatsBand } from '../../../features/marketing/components/startups-stats-band';
import { DocumentTitle } from '../../../components/document-title';
import { HydrationSlice } from '../../../components/hydration-slice';

const SIGNUP_SECTION_ID = 'startup-signup';

/** `/startups` (spec 1 §2 "Startups page"); each section hydrates in a task of its own (ADR 048). */
export function StartupsRoute() {
  return (
    <>
      <DocumentTitle>For Startups | WarmIntro</DocumentTitle>
      <HydrationSlice>
        <StartupsHero signupSectionId={SIGNUP_SECTION_ID} />
      </HydrationSlice>
      <HydrationSlice>
        <StartupsBenefits />
      </HydrationSlice>
      <HydrationSlice>
        <StartupsStatsBand />
      </HydrationSlice>
      <HydrationSlice>
        <StartupsFeatures />
      </HydrationSlice>
      <HydrationSlice>
        <StartupsSignupForm id={SIGNUP_SECTION_ID} />
      </HydrationSlice>
    </>
  );
}
