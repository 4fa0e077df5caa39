import { useId, useRef } from 'react';
import { Loader2, Lock } from 'lucide-react';
import { InlineLoadFailed } from '../../../components/inline-load-failed';
import { useSession } from '../../auth/api/get-session';
import { useCandidateNotes } from '../api/get-candidate-notes';
import { useNotesTeammates } from '../api/get-notes-teammates';
import { CandidateNotesComposer } from './candidate-notes-composer';
import { CandidateNotesItem } from './candidate-notes-item';

/**
 * "Team notes (only your team sees these)" on a candidate's profile (issue #34 item 2), for the
 * company's members only (the caller decides; the server refuses anyone else): the notes, oldest
 * first, with loading, empty and error states, and the field to add one. Keyed by candidate by
 * its caller, so each candidate has their own draft.
 */
export function CandidateNotesPanel({ candidateId }: { candidateId: string }) {
  const userId = useSession().user?.id ?? '';
  const notes = useCandidateNotes(candidateId);
  const teammates = useNotesTeammates().data ?? [];
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="flex flex-wrap items-baseline gap-x-2 text-lg font-bold text-slate-900 outline-none"
      >
        Team notes{' '}
        <span className="flex items-center gap-1 text-sm font-normal text-slate-600">
          <Lock className="size-3.5" aria-hidden="true" />
          (only your team sees these)
        </span>
      </h2>
      <div className="mt-4">
        {notes.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <Loader2 className="size-4 animate-spin text-brand-700" aria-hidden="true" />
            Loading notes…
          </p>
        ) : notes.isError ? (
          <InlineLoadFailed
            message="The notes could not be loaded."
            onRetry={() => void notes.refetch()}
          />
        ) : notes.data.length === 0 ? (
          <p className="text-sm text-slate-600">No notes yet. Notes are private to your team.</p>
        ) : !userId ? null : (
          <ol aria-label="Team notes" className="divide-y divide-slate-100">
            {notes.data.map((note) => (
              <CandidateNotesItem
                key={note.id}
                candidateId={candidateId}
                note={note}
                userId={userId}
                teammates={teammates}
                onDeleted={() => headingRef.current?.focus()}
              />
            ))}
          </ol>
        )}
      </div>
      {/* Drafts are per member: the field waits for the session (known on a profile already). */}
      {userId ? (
        <div className="mt-5 border-t border-slate-100 pt-4">
          <CandidateNotesComposer
            key={`${userId}:${candidateId}`}
            candidateId={candidateId}
            userId={userId}
            teammates={teammates}
          />
        </div>
      ) : null}
    </section>
  );
}
