import { useRef } from 'react';
import { useSession } from '../../../features/auth/api/get-session';
import { LoginPage } from '../../../features/auth/components/login-page';
import type { TestAccount } from '../../../features/candidates/api/get-test-account';
import { TestAccountHint } from '../../../features/candidates/components/test-account-hint';

/**
 * Types `value` into a form input the way a user would, so react-hook-form's change handler sees
 * it (React listens for the native `input` event).
 */
function typeInto(input: HTMLInputElement | null | undefined, value: string) {
  if (!input) return;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** /login/candidate — Candidate login, with the test-account hint in demo mode (spec 2 §2). */
export function LoginCandidateRoute() {
  const { status } = useSession();
  const container = useRef<HTMLDivElement>(null);

  const fillWithAccount = (account: TestAccount) => {
    const form = container.current?.querySelector('form');
    typeInto(form?.querySelector<HTMLInputElement>('input[type="email"]'), account.email);
    typeInto(form?.querySelector<HTMLInputElement>('input[type="password"]'), account.password);
    form?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
  };

  return (
    <div ref={container} className="pb-12">
      <LoginPage userType="candidate" />
      {status === 'loading' || status === 'candidate' ? null : (
        <div className="-mt-6 px-4 sm:-mt-14">
          <TestAccountHint onUse={fillWithAccount} />
        </div>
      )}
    </div>
  );
}
