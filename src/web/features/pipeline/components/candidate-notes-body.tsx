import type { CandidateNote } from '../../../../shared/pipeline/schemas';
import { mentionSegments } from '../lib/mentions';

/**
 * A note's text as written (line breaks kept), its mentions of teammates — the ones the server
 * recorded — highlighted (issue #34 item 2).
 */
export function CandidateNotesBody({ note }: { note: CandidateNote }) {
  const segments = mentionSegments(
    note.body,
    note.mentions.map((m) => m.name),
  );
  return (
    <p className="mt-1 text-sm whitespace-pre-line break-words text-slate-800">
      {segments.map((segment, index) =>
        segment.mention ? (
          <mark
            key={index}
            data-mention=""
            className="rounded bg-brand-100 px-0.5 font-medium text-brand-900"
          >
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </p>
  );
}
