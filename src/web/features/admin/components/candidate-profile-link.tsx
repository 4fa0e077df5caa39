import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** A candidate's name linking to their public profile page `/talent/{id}` (issue #15). */
export function CandidateProfileLink({ id, name }: { id: string; name: string }) {
  return (
    <Link
      to={paths.talentProfile.getHref(id)}
      className="font-semibold text-brand-800 underline-offset-4 hover:underline"
    >
      {name}
    </Link>
  );
}
