import { UserRound } from 'lucide-react';

/** Who the trial project is proposed to: preselected, not changeable (spec 2 §2). */
export function ProposalCandidate({ name, role }: { name: string; role: string }) {
  return (
    <div className="flex items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-brand-800 shadow-sm">
        <UserRound className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">Proposing to</p>
        <p className="font-bold break-words text-slate-900">{name}</p>
        {role ? <p className="text-sm text-slate-700">{role}</p> : null}
      </div>
    </div>
  );
}
