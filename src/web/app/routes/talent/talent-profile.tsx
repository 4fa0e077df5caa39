import { useParams } from 'react-router';
import { CandidateProfile } from '../../../features/talent-feed/components/candidate-profile';
import { NotFoundRoute } from '../not-found';

/** /talent/:candidateId — a candidate's public profile page (issue #15). */
export function TalentProfileRoute() {
  const { candidateId = '' } = useParams();
  return (
    <CandidateProfile key={candidateId} candidateId={candidateId} notFound={<NotFoundRoute />} />
  );
}
