import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Briefcase, Clock, Lock, MapPin } from 'lucide-react';
import { candidatePageHead } from '../../../../shared/candidates/candidate-page';
import { availabilityLabel } from '../../../../shared/candidates/constants';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useMetaDescription } from '../../../lib/use-meta-description';
import { LoadingState } from '../../../components/loading-state';
import { LoadFailed } from '../../../components/load-failed';
import { ResponsivenessNote } from '../../../components/responsiveness-note';
import { AvatarInitials } from '../../../components/ui/avatar-initials';
import { useSession } from '../../auth/api/get-session';
import { LazyIntroAllowanceMeter } from '../../billing/components/lazy-intro-allowance-meter';
import { CandidateContactLine } from '../../intro-requests/components/candidate-contact-line';
import { LazyFreeLimitDialog } from '../../intro-requests/components/lazy-free-limit-dialog';
import { IntroBlockedNote } from '../../intro-requests/components/intro-blocked-note';
import { LazyIntroRequestDialog } from '../../intro-requests/components/lazy-intro-request-dialog';
import { LazyCandidateNotesPanel } from '../../pipeline/components/candidate-notes-lazy';
import { LazyCandidateStage } from '../../pipeline/components/candidate-stage-lazy';
import { LazySaveToListButton } from '../../pipeline/components/save-to-list-lazy';
import { useCandidatePage } from '../api/get-candidate-page';
import { useFeedIntroActions } from '../lib/use-feed-intro-actions';
import { CandidateProfileDetails } from './candidate-profile-details';
import { CandidateWorkHistory } from './candidate-work-history';
import { TalentCardAction } from './talent-card-action';
import { VettedSummary } from './vetted-summary';
import { DocumentTitle } from '../../../components/document-title';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

interface CandidateProfileProps {
  candidateId: string;
  /** Shown when the API answers 404 (not approved, or no such candidate). */
  notFound: ReactNode;
}

/**
 * A candidate's profile page `/talent/{id}` (issue #15): everything the feed card shows and more
 * — the whole bio, every skill, experience, location, availability (the kind of work) and its
 * date, hourly rate, the salary range unless undisclosed — with the card's own intro action
 * for every state of spec 1 §4 ('Create Account to Connect' for visitors). Contact details only
 * once the candidate has accepted the viewing company's intro (docs/decisions/013). "Vetted by
 * WarmIntro on {date}" with the criteria that passed when an approving scorecard exists
 * (docs/decisions/078).
 */
export function CandidateProfile({ candidateId, notFound }: CandidateProfileProps) {
  const session = useSession();
  const viewerKey = `${session.status}:${session.user?.id ?? ''}`;
  const page = useCandidatePage(candidateId, viewerKey, session.status !== 'loading');
  const [limitDetail, setLimitDetail] = useState<string | null>(null);
  const { actions, dialog } = useFeedIntroActions(setLimitDetail);
  const data = page.data;
  const head = data ? candidatePageHead(data) : null;
  useMetaDescription(head?.description ?? null);

  if (page.isError && isApiError(page.error) && page.error.status === 404) return <>{notFound}</>;
  if (page.isError) {
    return (
      <LoadFailed
        message="This profile could not be loaded."
        onRetry={() => void page.refetch()}
        className="flex-1 px-4 py-24"
      >
        <DocumentTitle>Profile | WarmIntro</DocumentTitle>
      </LoadFailed>
    );
  }
  if (!data || !head) {
    return (
      <LoadingState message="Loading profile…" className="flex-1">
        <DocumentTitle>Profile | WarmIntro</DocumentTitle>
      </LoadingState>
    );
  }

  const viewer = session.status;
  const intro = data.intro;
  const first = data.firstName || data.name;

  return (
    <>
      <DocumentTitle>{head.title}</DocumentTitle>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
          <Link
            to={paths.talent.getHref()}
            className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {viewer === 'candidate' ? 'Back' : 'Back to Talent Feed'}
          </Link>
          <div className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-start">
            <AvatarInitials name={data.name} className="size-20 text-2xl" />
            <div className="min-w-0 flex-1">
              <h1 className="text-3xl font-extrabold tracking-tight break-words text-slate-900 sm:text-4xl">
                {data.name}
              </h1>
              <p className="mt-1 text-lg font-medium text-brand-800">{data.role}</p>
              <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-slate-700">
                <li className="flex items-center gap-1.5">
                  <MapPin className="size-4 text-slate-500" aria-hidden="true" />
                  {data.location}
                </li>
                <li className="flex items-center gap-1.5">
                  <Briefcase className="size-4 text-slate-500" aria-hidden="true" />
                  {data.experience} of experience
                </li>
                {data.availability ? (
                  <li className="flex items-center gap-1.5">
                    <Clock className="size-4 text-slate-500" aria-hidden="true" />
                    {availabilityLabel(data.availability)}
                  </li>
                ) : null}
              </ul>
              <ResponsivenessNote responsiveness={data.responsiveness} className="mt-3" />
            </div>
            <div className="flex w-full flex-col gap-2 sm:w-64">
              <TalentCardAction card={data} viewer={viewer} actions={actions} />
              <IntroBlockedNote reason={data.introBlockedReason} />
              {viewer === 'company' ? (
                <LazySaveToListButton candidateId={data.id} candidateName={data.name} />
              ) : null}
              {viewer === 'company' ? <LazyCandidateStage candidateId={data.id} /> : null}
              {viewer === 'company' && intro ? (
                <Link
                  to={paths.introConfirmation.getHref(data.id, intro.id)}
                  className="text-center text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
                >
                  Open your intro with {first}
                </Link>
              ) : null}
            </div>
          </div>
          <LazyIntroAllowanceMeter enabled={viewer === 'company'} className="mt-6 inline-flex" />
        </div>
      </section>

      <div className="mx-auto grid w-full max-w-5xl flex-1 gap-6 px-4 py-8 sm:px-6 lg:grid-cols-3">
        <div className="grid content-start gap-6 lg:col-span-2">
          <Section title="About">
            {data.bio ? (
              <p className="whitespace-pre-line text-slate-700">{data.bio}</p>
            ) : (
              <p className="text-slate-600">{first} has not written a bio yet.</p>
            )}
          </Section>
          <Section title="Skills">
            {data.skills.length > 0 ? (
              <ul className="flex flex-wrap gap-2" aria-label="Skills">
                {data.skills.map((skill) => (
                  <li
                    key={skill}
                    className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800"
                  >
                    {skill}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-slate-600">No skills listed yet.</p>
            )}
          </Section>
          <CandidateWorkHistory page={data} />
          <Section title="Contact">
            {data.contact ? (
              <>
                <p className="text-sm text-slate-700">
                  {first} accepted your intro: here is how to reach them.
                </p>
                <CandidateContactLine contact={data.contact} />
              </>
            ) : (
              <p className="flex items-start gap-2 text-sm text-slate-700">
                <Lock className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
                <span>
                  {viewer === 'company'
                    ? `${first}'s e-mail, calendar link, links and résumé appear here once they accept your intro.`
                    : `${first}'s contact details are shared only with a company whose intro they have accepted.`}
                </span>
              </p>
            )}
          </Section>
          {viewer === 'company' ? <LazyCandidateNotesPanel candidateId={data.id} /> : null}
        </div>
        <aside aria-label="Details" className="grid content-start gap-6">
          {data.vetted ? <VettedSummary vetted={data.vetted} /> : null}
          <CandidateProfileDetails page={data} />
        </aside>
      </div>

      <LazyIntroRequestDialog {...dialog} />
      <LazyFreeLimitDialog detail={limitDetail} onClose={() => setLimitDetail(null)} />
    </>
  );
}
