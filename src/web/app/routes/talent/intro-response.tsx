import { useParams } from 'react-router';
import { IntroResponse } from '../../../features/intro-requests/components/intro-response';

/** /intro-response/:token — the candidate's answer by link, no login (spec 2 §2). */
export function IntroResponseRoute() {
  const { token = '' } = useParams();
  return <IntroResponse key={token} token={token} />;
}
