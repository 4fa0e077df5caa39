import { useId } from 'react';
import { Link } from 'react-router';
import { Briefcase, Clock, DollarSign, MapPin } from 'lucide-react';
import { availabilityLabel, SKILLS_PER_CARD } from '../../../../shared/talent-feed/constants';
import type { TalentCard as TalentCardData } from '../../../../shared/talent-feed/schemas';
import { ResponsivenessNote } from '../../../components/responsiveness-note';
import { paths } from '../../../config/paths';
import { AvatarInitials } from '../../../components/ui/avatar-initials';
import type { SessionStatus } from '../../auth/api/get-session';
import { LazySaveToListButton } from '../../pipeline/components/save-to-list-lazy';
import { MatchReasons } from './match-reasons';
import { TalentCardAction, type FeedIntroActions } from './talent-card-action';

interface TalentCardProps {
  card: TalentCardData;
  viewer: SessionStatus;
  actions: FeedIntroActions;
}

/**
 * One candidate in the feed (spec 1 §2 "Talent feed"): avatar, name, role, bio clamped to 3
 * lines, the first 4 skills then '+N more', experience, location, availability, salary range
 * (the server leaves it out when 'Prefer not to disclose'), how the candidate answers intro
 * requests (from 3 on, issue #17), what matches the viewing company's preferences (issue #15),
 * and the action for the viewer. The name links to the full profile page (issue #15).
 */
export function TalentCard({ card, viewer, actions }: TalentCardProps) {
  const titleId = useId();
  const shown = card.skills.slice(0, SKILLS_PER_CARD);
  const more = card.skills.length - shown.length;

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex items-start gap-4">
        <AvatarInitials name={card.name} />
        <div className="w-0 min-w-0 flex-1">
          <h3 id={titleId} className="truncate text-lg font-bold text-slate-900">
            <Link
              to={paths.talentProfile.getHref(card.id)}
              className="rounded-sm underline-offset-4 hover:text-brand-800 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
            >
              {card.name}
            </Link>
          </h3>
          <p className="text-sm font-medium text-brand-800">{card.role}</p>
        </div>
        {viewer === 'company' ? (
          <LazySaveToListButton
            candidateId={card.id}
            candidateName={card.name}
            inFeed
            className="ml-auto"
          />
        ) : null}
      </div>

      <MatchReasons reasons={card.matchReasons} />

      {card.bio ? <p className="mt-4 line-clamp-3 text-sm text-slate-600">{card.bio}</p> : null}

      {card.skills.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Skills">
          {shown.map((skill) => (
            <li
              key={skill}
              className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700"
            >
              {skill}
            </li>
          ))}
          {more > 0 ? (
            <li className="rounded-full px-1.5 py-0.5 text-xs font-medium text-slate-600">
              +{more} more
            </li>
          ) : null}
        </ul>
      ) : null}

      <dl className="mt-4 grid gap-1.5 text-sm text-slate-700">
        <div className="flex items-center gap-2">
          <dt>
            <Briefcase className="size-4 text-slate-500" aria-hidden="true" />
            <span className="sr-only">Experience</span>
          </dt>
          <dd>{card.experience}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <MapPin className="size-4 text-slate-500" aria-hidden="true" />
            <span className="sr-only">Location</span>
          </dt>
          <dd>{card.location}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <Clock className="size-4 text-slate-500" aria-hidden="true" />
            <span className="sr-only">Availability</span>
          </dt>
          <dd>{availabilityLabel(card.availability)}</dd>
        </div>
        {card.salaryRange ? (
          <div className="flex items-center gap-2">
            <dt>
              <DollarSign className="size-4 text-slate-500" aria-hidden="true" />
              <span className="sr-only">Salary range</span>
            </dt>
            <dd>{card.salaryRange}</dd>
          </div>
        ) : null}
      </dl>

      <ResponsivenessNote responsiveness={card.responsiveness} className="mt-3" />

      <div className="mt-auto pt-5">
        <TalentCardAction card={card} viewer={viewer} actions={actions} />
      </div>
    </article>
  );
}
