import { useParams } from 'react-router';
import { StillOpen } from '../../../features/candidates/components/still-open';

/** /still-open/:token — "I'm still open to intros" by e-mailed link, no login (issue #17). */
export function StillOpenRoute() {
  const { token = '' } = useParams();
  return <StillOpen key={token} token={token} />;
}
