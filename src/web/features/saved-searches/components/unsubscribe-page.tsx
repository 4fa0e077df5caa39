import { Link } from 'react-router';
import { BellOff } from 'lucide-react';
import { savedSearchTexts } from '../../../../shared/saved-searches/schemas';
import { paths } from '../../../config/paths';
import { DocumentTitle } from '../../../components/document-title';
import { Button } from '../../../components/ui/button';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { useUnsubscribeAlerts } from '../api/unsubscribe-alerts';

/**
 * /unsubscribe/:token — the page an alert e-mail's link opens (issue #34 item 5): no login; it
 * asks before it turns the search's alerts off (a link scanner opening it changes nothing), and
 * says when it is done. Mail clients that support it POST the one-click address directly.
 */
export function UnsubscribePage({ token }: { token: string }) {
  const unsubscribe = useUnsubscribeAlerts();
  const failure = unsubscribe.isError
    ? isApiError(unsubscribe.error) && unsubscribe.error.status === 404
      ? savedSearchTexts.unsubscribeNotFound
      : unexpectedErrorMessage
    : null;

  return (
    <div className="min-h-full bg-slate-50 px-4 py-16">
      <DocumentTitle>Turn Off Alerts | WarmIntro</DocumentTitle>
      <div className="mx-auto max-w-md rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
        <BellOff className="mx-auto size-8 text-brand-700" aria-hidden="true" />
        {unsubscribe.isSuccess ? (
          <>
            <h1 className="mt-4 text-2xl font-bold text-slate-900">
              {savedSearchTexts.unsubscribed}
            </h1>
            <p role="status" className="mt-2 text-slate-600">
              You will get no more alerts for &quot;{unsubscribe.data.name}&quot;. The search stays
              in your saved searches, where you can turn alerts on again.
            </p>
            <Button asChild variant="outline" className="mt-6">
              <Link to={paths.savedSearches.getHref()}>Saved Searches</Link>
            </Button>
          </>
        ) : (
          <>
            <h1 className="mt-4 text-2xl font-bold text-slate-900">Turn off these alerts?</h1>
            <p className="mt-2 text-slate-600">
              You will stop getting e-mails and notifications about new candidates for this saved
              search.
            </p>
            {failure ? (
              <p role="alert" className="mt-4 text-sm text-red-700">
                {failure}
              </p>
            ) : null}
            <Button
              className="mt-6"
              disabled={unsubscribe.isPending}
              aria-busy={unsubscribe.isPending}
              onClick={() => unsubscribe.mutate(token)}
            >
              {unsubscribe.isPending ? 'Turning off…' : 'Turn Off Alerts'}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
