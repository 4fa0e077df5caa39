import { KeyRound } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useTestAccount, type TestAccount } from '../api/get-test-account';

interface TestAccountHintProps {
  /** Puts the test account's e-mail and password into the login form. */
  onUse: (account: TestAccount) => void;
}

/**
 * The candidate login page's test-account hint (spec 2 §2): the seeded test candidate's login,
 * shown only in demo mode (nothing otherwise, also while loading or on an error).
 */
export function TestAccountHint({ onUse }: TestAccountHintProps) {
  const { data: account } = useTestAccount();
  if (!account) return null;
  return (
    <aside
      aria-labelledby="test-account-hint-title"
      className="mx-auto w-full max-w-md rounded-xl border border-dashed border-brand-300 bg-brand-50 p-4 text-sm text-slate-800"
    >
      <h2
        id="test-account-hint-title"
        className="flex items-center gap-2 font-semibold text-slate-900"
      >
        <KeyRound className="size-4 text-brand-700" aria-hidden="true" />
        Test account
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-slate-600">Email</dt>
        <dd className="font-mono break-all">{account.email}</dd>
        <dt className="text-slate-600">Password</dt>
        <dd className="font-mono">{account.password}</dd>
      </dl>
      <Button size="sm" variant="outline" className="mt-3" onClick={() => onUse(account)}>
        Use Test Account
      </Button>
    </aside>
  );
}
