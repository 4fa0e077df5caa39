import { TermsOfService } from '../../../features/marketing/components/terms-of-service';

/** `/terms` (spec 1 §2 "Legal pages"). */
export function TermsRoute() {
  return <TermsOfService />;
}
