import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';

/**
 * Company Login and Candidate Login side by side: the way on from a link that does not say which
 * kind of account it was for (a password reset, an e-mail verification; docs/decisions/065).
 */
export function LoginChoice() {
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <Button asChild>
        <Link to={paths.loginCompany.getHref()}>Company Login</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={paths.loginCandidate.getHref()}>Candidate Login</Link>
      </Button>
    </div>
  );
}
