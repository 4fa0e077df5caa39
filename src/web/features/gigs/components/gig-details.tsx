import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  Briefcase,
  CalendarDays,
  CheckCircle2,
  Clock,
  DollarSign,
  Hourglass,
  Pencil,
  UserRound,
} from 'lucide-react';
import { gigMessages, gigStatusLabels, type CompanyGig } from '../../../../shared/gigs/schemas';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/load-failed';
import { LoadingState } from '../../../components/loading-state';
import { useGig } from '../api/get-gig';
import { formatGigDate, formatGigInstant } from '../lib/format';
import { gigStatusColor, waitingNote } from '../lib/status';
import { GigPageHeader } from './gig-page-header';
import { MarkCompleteButton } from './mark-complete-button';

const backToList = { to: paths.gigs.getHref(), label: 'Back to My Trial Projects' };

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1.5 text-sm font-medium text-slate-600 [&_svg]:size-4 [&_svg]:text-slate-500">
        {icon}
        {label}
      </dt>
      <dd className="mt-0.5 font-semibold break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The candidate's answer, or what the gig waits for (docs/decisions/005, 024). */
function answerLine(gig: CompanyGig): string {
  const name = gig.preferredCandidateName;
  const on = gig.candidateResponseDate ? ` on ${formatGigInstant(gig.candidateResponseDate)}` : '';
  if (gig.candidateResponse === 'accepted') return `${name} accepted this project${on}.`;
  if (gig.candidateResponse === 'declined') return `${name} declined this project${on}.`;
  return waitingNote(gig) ?? 'No answer from a candidate is recorded.';
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** What the company may do with the gig now: exactly `gig.actions` (docs/decisions/024). */
function GigActions({ gig }: { gig: CompanyGig }) {
  return (
    <>
      {gig.actions.includes('edit') ? (
        <Button asChild size="sm" variant="outline">
          <Link to={paths.editGig.getHref(gig.id)}>
            <Pencil aria-hidden="true" />
            Edit
          </Link>
        </Button>
      ) : null}
      {gig.actions.includes('complete') ? <MarkCompleteButton gig={gig} /> : null}
      {gig.status === 'complete' ? (
        <Button size="sm" variant="secondary" disabled>
          <CheckCircle2 aria-hidden="true" />
          Completed
        </Button>
      ) : null}
    </>
  );
}

/** The gig once read: everything the company entered, its status and the candidate's answer. */
function GigView({ gig }: { gig: CompanyGig }) {
  return (
    <>
      <GigPageHeader title={gig.title} description={gig.roleCategory} back={backToList}>
        <GigActions gig={gig} />
      </GigPageHeader>
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-3">
        <div className="grid min-w-0 content-start gap-6 lg:col-span-2">
          <Section title="Status">
            <div className="mt-3 flex flex-wrap gap-1.5">
              <Badge variant={gigStatusColor[gig.status]}>{gigStatusLabels[gig.status]}</Badge>
              {gig.candidateResponse === 'accepted' ? (
                <Badge variant="green">Accepted</Badge>
              ) : null}
              {gig.candidateResponse === 'declined' ? <Badge variant="red">Declined</Badge> : null}
            </div>
            <p className="mt-3 flex items-center gap-1.5 text-slate-700">
              <Hourglass className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              {answerLine(gig)}
            </p>
          </Section>
          <Section title="Project Description">
            <p className="mt-3 break-words whitespace-pre-line text-slate-800">{gig.description}</p>
          </Section>
          <Section title="Deliverables/Objectives">
            <p className="mt-3 break-words whitespace-pre-line text-slate-800">
              {gig.deliverables}
            </p>
          </Section>
        </div>
        <aside aria-label="Project facts" className="min-w-0">
          <Section title="Details">
            <dl className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-1">
              <Fact icon={<Briefcase aria-hidden="true" />} label="Role category">
                {gig.roleCategory}
              </Fact>
              <Fact icon={<DollarSign aria-hidden="true" />} label="Budget">
                {gig.budgetRange}
              </Fact>
              <Fact icon={<Clock aria-hidden="true" />} label="Duration">
                {gig.estimatedDuration}
              </Fact>
              <Fact icon={<CalendarDays aria-hidden="true" />} label="Start date">
                {formatGigDate(gig.startDate)}
              </Fact>
              <Fact icon={<UserRound aria-hidden="true" />} label="Preferred candidate">
                {gig.preferredCandidateId && gig.preferredCandidateHasProfile ? (
                  <Link
                    to={paths.talentProfile.getHref(gig.preferredCandidateId)}
                    className="text-brand-800 underline underline-offset-4 hover:text-brand-900"
                  >
                    {gig.preferredCandidateName}
                  </Link>
                ) : (
                  gig.preferredCandidateName
                )}
              </Fact>
              <Fact icon={<CalendarDays aria-hidden="true" />} label="Posted">
                {formatGigInstant(gig.createdAt)}
              </Fact>
            </dl>
          </Section>
        </aside>
      </div>
    </>
  );
}

/**
 * One of the company's trial projects, `/dashboard/gigs/{id}` (issue #30: 'Details' on My Trial
 * Projects was a coming-soon notice, spec 2 §2): title, role category, description, deliverables,
 * budget, duration, start date, the preferred candidate (linked to their profile while it opens),
 * the status and the candidate's answer, and the actions the server allows (`gig.actions`: Edit
 * while open, Mark Complete while in progress). While loading a status line; 'Gig Not Found' for
 * another company's gig or no such id (the server's 404); 'Try again' when the read failed.
 */
export function GigDetails({ gigId }: { gigId: string }) {
  const query = useGig(gigId);

  if (query.data) return <GigView gig={query.data} />;
  if (query.isError && isApiError(query.error) && query.error.status === 404) {
    return (
      <GigPageHeader
        title={gigMessages.notFound.title}
        description={gigMessages.notFound.description}
        back={backToList}
      />
    );
  }
  return (
    <>
      <GigPageHeader
        title="Trial Project"
        description="Paid trial projects of 1 to 3 weeks."
        back={backToList}
      />
      {query.isError ? (
        <LoadFailed
          message="This trial project could not be loaded."
          onRetry={() => void query.refetch()}
        />
      ) : (
        <LoadingState message="Loading trial project…" />
      )}
    </>
  );
}
