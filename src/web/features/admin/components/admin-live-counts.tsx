import { useSession } from '../../auth/api/get-session';
import { useAdminLiveCounts } from '../lib/use-admin-live-counts';

/** Keeps the live stream open for a signed-in admin (issue #16; docs/decisions/044); renders nothing. */
export function AdminLiveCounts() {
  const { status } = useSession();
  useAdminLiveCounts(status === 'admin');
  return null;
}
