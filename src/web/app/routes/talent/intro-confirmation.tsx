import { useParams } from 'react-router';
import { IntroConfirmation } from '../../../features/intro-requests/components/intro-confirmation';

/**
 * /intro-confirmation/:candidateId?requestId=… — company only (spec 1 §2, §5 "Intro
 * confirmation"). The page shows the company's intro with the candidate, so `requestId` (kept in
 * links as the spec has it) is not needed to find it.
 */
export function IntroConfirmationRoute() {
  const { candidateId = '' } = useParams();
  return <IntroConfirmation key={candidateId} candidateId={candidateId} />;
}
