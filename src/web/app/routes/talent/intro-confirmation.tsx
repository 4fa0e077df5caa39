import { useParams, useSearchParams } from 'react-router';
import { IntroConfirmation } from '../../../features/intro-requests/components/intro-confirmation';

/** /intro-confirmation/:candidateId?requestId=… — company only (spec 1 §2, §5 "Intro confirmation"). */
export function IntroConfirmationRoute() {
  const { candidateId = '' } = useParams();
  const [searchParams] = useSearchParams();
  return (
    <IntroConfirmation
      key={candidateId}
      candidateId={candidateId}
      requestId={searchParams.get('requestId')}
    />
  );
}
