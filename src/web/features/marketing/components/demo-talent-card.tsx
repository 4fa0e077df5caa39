import { Briefcase, Clock, DollarSign, MapPin } from 'lucide-react';
import { availabilityLabel } from '../../../../shared/candidates/constants';
import { initialsOf } from '../../../lib/initials';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import type { DemoTalent } from '../lib/demo-talents';

/** Spec 1 §9: a card shows the first 4 skills, then '+N more'. */
const SKILLS_SHOWN = 4;
/** Spec 1 §3: this salary range is not shown. */
const UNDISCLOSED_SALARY = 'Prefer not to disclose';

/** Demo-only actions explain themselves instead of acting (spec 1 §2 "Home page"). */
function showDemoNotice(): void {
  toast({
    title: 'Demo Only',
    description:
      'These are sample profiles. Browse the Talent Pool to request intros to real candidates.',
  });
}

/** One static sample talent card, laid out like a talent feed card, with demo-only actions. */
export function DemoTalentCard({ talent }: { talent: DemoTalent }) {
  const shownSkills = talent.skills.slice(0, SKILLS_SHOWN);
  const moreSkills = talent.skills.length - shownSkills.length;

  return (
    <Card className="flex h-full flex-col p-5">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-100 text-base font-bold text-brand-800"
        >
          {initialsOf(talent.name)}
        </span>
        <div className="min-w-0">
          <h3 className="truncate text-base font-bold text-slate-900">{talent.name}</h3>
          <p className="truncate text-sm text-slate-600">{talent.role}</p>
        </div>
      </div>
      <p className="mt-4 line-clamp-3 text-sm text-slate-700">{talent.bio}</p>
      <ul aria-label="Skills" className="mt-4 flex flex-wrap gap-1.5">
        {shownSkills.map((skill) => (
          <li
            key={skill}
            className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700"
          >
            {skill}
          </li>
        ))}
        {moreSkills > 0 ? (
          <li className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
            +{moreSkills} more
          </li>
        ) : null}
      </ul>
      <dl className="mt-4 grid gap-1.5 text-sm text-slate-600">
        <div className="flex items-center gap-2">
          <dt>
            <Briefcase aria-hidden="true" className="size-4 text-slate-500" />
            <span className="sr-only">Experience</span>
          </dt>
          <dd>{talent.experience}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <MapPin aria-hidden="true" className="size-4 text-slate-500" />
            <span className="sr-only">Location</span>
          </dt>
          <dd>{talent.location}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <Clock aria-hidden="true" className="size-4 text-slate-500" />
            <span className="sr-only">Availability</span>
          </dt>
          <dd>{availabilityLabel(talent.availability)}</dd>
        </div>
        {talent.salaryRange === UNDISCLOSED_SALARY ? null : (
          <div className="flex items-center gap-2">
            <dt>
              <DollarSign aria-hidden="true" className="size-4 text-slate-500" />
              <span className="sr-only">Salary range</span>
            </dt>
            <dd>{talent.salaryRange}</dd>
          </div>
        )}
      </dl>
      <div className="mt-auto grid grid-cols-2 gap-2 pt-5">
        <Button size="sm" onClick={showDemoNotice}>
          Request Intro
        </Button>
        <Button size="sm" variant="outline" onClick={showDemoNotice}>
          View Profile
        </Button>
      </div>
    </Card>
  );
}
