/** The dashboards' greeting (spec 1 §2 "Welcome-back header", spec 2 §2 "Greets the user"). */
import type { SessionUser } from '../../../../shared/auth/schemas';

/**
 * 'Welcome back, {first}!' — or 'Welcome, {first}!' in the session signup started, where nobody
 * is back yet (issue #13).
 */
export function dashboardGreeting(user: Pick<SessionUser, 'newAccount'> | null, first: string) {
  return `${user?.newAccount ? 'Welcome' : 'Welcome back'}, ${first}!`;
}
