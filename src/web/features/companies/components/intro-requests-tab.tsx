import { Link } from 'react-router';
import { Inbox } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';

/**
 * The dashboard's 'My Intro Requests' tab (spec 1 §2 "Company dashboard"). For now only its empty
 * state; the intro-requests feature (#4) replaces this component with the list.
 */
export function IntroRequestsTab() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <Inbox className="size-10 text-slate-400" aria-hidden="true" />
      <h2 className="text-xl font-bold text-slate-900">No intro requests yet</h2>
      <p className="max-w-md text-slate-600">
        Browse the talent feed and request a warm intro to candidates you would like to meet.
      </p>
      <Button asChild className="mt-2">
        <Link to={paths.talent.getHref()}>Browse Talent</Link>
      </Button>
    </div>
  );
}
