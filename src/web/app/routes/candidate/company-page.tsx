import { useParams } from 'react-router';
import { CompanyProfile } from '../../../features/companies/components/company-profile';
import { NotFoundRoute } from '../not-found';

/**
 * /companies/:companyId — one company's page for candidates (issue #15). The booking-share piece
 * of the availability work goes into `CompanyProfile`'s `bookingShare` slot here.
 */
export function CompanyPageRoute() {
  const { companyId = '' } = useParams();
  return <CompanyProfile key={companyId} companyId={companyId} notFound={<NotFoundRoute />} />;
}
