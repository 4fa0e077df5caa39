import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import { gigMessages, gigStatusLabels } from '../../../../shared/gigs/schemas';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { Card, CardContent } from '../../../components/ui/card';
import { LoadFailed } from '../../../components/load-failed';
import { LoadingState } from '../../../components/loading-state';
import { useGig } from '../api/get-gig';
import { GigForm } from './gig-form';
import { GigPageHeader } from './gig-page-header';

const description = 'Paid trial projects of 1 to 3 weeks.';

/**
 * Editing one of the company's gigs (issue #30): the gig form, filled with the gig's values, while
 * the server offers `edit` (the gig is open). A gig no longer open says why and links to its page;
 * another company's gig or no such id reads 'Gig Not Found'; a failed read offers 'Try again'.
 */
export function EditGig({ gigId }: { gigId: string }) {
  const query = useGig(gigId);
  const gig = query.data;
  const back = gig
    ? { to: paths.gig.getHref(gig.id), label: 'Back to the Trial Project' }
    : { to: paths.gigs.getHref(), label: 'Back to My Trial Projects' };

  if (query.isError && isApiError(query.error) && query.error.status === 404) {
    return (
      <GigPageHeader
        title={gigMessages.notFound.title}
        description={gigMessages.notFound.description}
        back={back}
      />
    );
  }

  return (
    <>
      <GigPageHeader title="Edit Trial Project" description={description} back={back} />
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        {gig ? (
          gig.actions.includes('edit') ? (
            <Card>
              <CardContent className="pt-6">
                <GigForm gig={gig} />
              </CardContent>
            </Card>
          ) : (
            <div
              role="status"
              className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
            >
              <Lock className="mt-0.5 size-5 shrink-0 text-amber-800" aria-hidden="true" />
              <div className="space-y-1">
                <p className="font-semibold">
                  Only an open trial project can be edited; “{gig.title}” is{' '}
                  {gigStatusLabels[gig.status].toLowerCase()}.
                </p>
                <p>
                  <Link
                    to={paths.gig.getHref(gig.id)}
                    className="font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900"
                  >
                    See the trial project
                  </Link>
                </p>
              </div>
            </div>
          )
        ) : query.isError ? (
          <LoadFailed
            message="This trial project could not be loaded."
            onRetry={() => void query.refetch()}
          />
        ) : (
          <LoadingState message="Loading trial project…" />
        )}
      </div>
    </>
  );
}
