import { useSession } from '../../auth/api/get-session';
import { useLiveUpdates } from '../lib/use-live-updates';

/** Keeps the live stream open for a signed-in company or candidate (issue #16); renders nothing. */
export function LiveUpdates() {
  const { status } = useSession();
  useLiveUpdates(status === 'company' || status === 'candidate');
  return null;
}
