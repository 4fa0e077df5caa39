import { Link } from 'react-router';
import { SlidersHorizontal } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';

/**
 * Where the account tab keeps the promise of /onboarding/complete (spec 1 §2: "preferences can be
 * adjusted later in company settings"): a way back to the preferences form, which opens with the
 * saved values.
 */
export function PreferencesCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Hiring Preferences</CardTitle>
        <CardDescription>
          Hiring mode, engagement types, primary roles, time zone overlap and monthly budget.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link to={paths.onboardingPreferences.getHref()}>
            <SlidersHorizontal aria-hidden="true" />
            Adjust Preferences
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
