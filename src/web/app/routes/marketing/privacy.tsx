import { PrivacyPolicy } from '../../../features/marketing/components/privacy-policy';

/** `/privacy` (spec 1 §2 "Legal pages"). */
export function PrivacyRoute() {
  return <PrivacyPolicy />;
}
