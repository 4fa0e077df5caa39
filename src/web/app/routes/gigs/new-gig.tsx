import { paths } from '../../../config/paths';
import { Card, CardContent } from '../../../components/ui/card';
import { GigForm } from '../../../features/gigs/components/gig-form';
import { GigPageHeader } from '../../../features/gigs/components/gig-page-header';

/** /dashboard/gigs/new — 'Post a Trial Project' (spec 2 §2 "Company gig screens", §5 "Gig form"). */
export function NewGigRoute() {
  return (
    <div className="min-h-full bg-slate-50">
      <GigPageHeader
        title="Post a Trial Project"
        description="Paid trial projects of 1 to 3 weeks."
        back={{ to: paths.gigs.getHref(), label: 'Back to My Trial Projects' }}
      />
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <Card>
          <CardContent className="pt-6">
            <GigForm />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
