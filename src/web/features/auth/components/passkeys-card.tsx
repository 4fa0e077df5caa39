import { useSyncExternalStore } from 'react';
import { KeySquare } from 'lucide-react';
import { PASSKEYS_MAX, passkeyTexts } from '../../../../shared/auth/passkey-texts';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/date-time';
import { usePasskeys } from '../api/passkeys';
import { browserHasWebAuthn } from '../lib/passkey-ceremony';
import { AddPasskeyButton } from './add-passkey-button';
import { RemovePasskeyDialog } from './remove-passkey-dialog';
import { RenamePasskeyDialog } from './rename-passkey-dialog';
import { InlineLoadFailed } from '../../../components/inline-load-failed';

const noSubscription = () => () => undefined;

/**
 * "Passkeys" (issue #31 item 5; docs/decisions/068): the account's passkeys — name, added, last
 * used, synced or not — with "Rename" and "Remove" for each, and "Add a passkey" (up to 10, and
 * where the browser has WebAuthn). On the company's Account tab and the candidate's Profile tab,
 * beside "Where You're Signed In".
 */
export function PasskeysCard() {
  const passkeys = usePasskeys();
  const supported = useSyncExternalStore(noSubscription, browserHasWebAuthn, () => false);
  const full = (passkeys.data?.length ?? 0) >= PASSKEYS_MAX;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{passkeyTexts.cardTitle}</CardTitle>
        <CardDescription>{passkeyTexts.cardDescription}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {passkeys.isPending ? (
          <div aria-busy="true">
            <span className="sr-only">Loading your passkeys</span>
            <Skeleton className="h-16" />
          </div>
        ) : passkeys.isError ? (
          <InlineLoadFailed
            message="Your passkeys could not be loaded."
            onRetry={() => void passkeys.refetch()}
          />
        ) : passkeys.data.length === 0 ? (
          <p className="text-sm text-slate-600">{passkeyTexts.empty}</p>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label="Your passkeys">
            {passkeys.data.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center gap-3 py-3">
                <KeySquare className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words text-slate-900">
                    {p.name}
                    {p.backedUp ? (
                      <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                        Synced
                      </span>
                    ) : null}
                  </p>
                  <p className="text-sm text-slate-600">
                    Added {formatDateTime(p.createdAt)} · Last used{' '}
                    {p.lastUsedAt ? formatDateTime(p.lastUsedAt) : 'never'}
                  </p>
                </div>
                <div className="flex gap-2">
                  <RenamePasskeyDialog passkey={p} />
                  <RemovePasskeyDialog passkey={p} />
                </div>
              </li>
            ))}
          </ul>
        )}
        {!supported ? (
          <p className="text-sm text-slate-600">
            This browser cannot create passkeys. Use one that supports them to add a passkey.
          </p>
        ) : full ? (
          <p className="text-sm text-slate-600">{passkeyTexts.limitReached}</p>
        ) : passkeys.isSuccess ? (
          <AddPasskeyButton />
        ) : null}
      </CardContent>
    </Card>
  );
}
