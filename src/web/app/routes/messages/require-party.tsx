import { useSession } from '../../../features/auth/api/get-session';
import { RequireRole } from '../../../features/auth/components/require-role';

/**
 * Guards the inbox: a signed-in company or candidate passes; anybody else goes to the candidate
 * login (the e-mail link's usual reader), which offers the company login too.
 */
export function RequireParty() {
  const { status } = useSession();
  return <RequireRole role={status === 'company' ? 'company' : 'candidate'} />;
}
