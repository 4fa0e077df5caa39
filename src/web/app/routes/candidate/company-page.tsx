import { useParams } from 'react-router';
import { CompanyProfile } from '../../../features/companies/components/company-profile';
import { NotFoundRoute } from '../not-found';

/**
 * /companies/:companyId — one company's page for candidates (issue #15), with the share of its
 * accepted intros in which it booked a call (issue #17); a company previews its own here.
 */
export function CompanyPageRoute() {
  const { companyId = '' } = useParams();
  return <CompanyProfile key={companyId} companyId={companyId} notFound={<NotFoundRoute />} />;
}
