import { CalendarDays, ExternalLink } from 'lucide-react';
import { DEMO_MINUTES } from '../../../../shared/marketing/constants';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { useRequestDemo } from '../api/request-demo';
import { contactLinks } from '../lib/contact-links';

/**
 * 'Schedule Your Demo' (spec 1 §2 "Contact page"): records a `demo_request` (spec 1 §3), then
 * opens the external scheduling page in a new tab.
 */
export function ScheduleDemoCard() {
  const demo = useRequestDemo();

  const onSchedule = async () => {
    try {
      await demo.mutateAsync({});
      window.open(contactLinks.demoScheduling, '_blank', 'noopener,noreferrer');
    } catch (error) {
      if (isApiError(error, 'RATE_LIMITED')) {
        toast({
          title: error.title,
          description: error.detail ?? unexpectedErrorMessage,
          variant: 'destructive',
        });
        return;
      }
      toast({
        title: 'Error',
        description: 'Could not process demo request. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <Card className="border-brand-200 bg-gradient-to-br from-brand-50 to-white">
      <CardHeader>
        <span className="grid size-11 place-items-center rounded-xl bg-brand-100 text-brand-800">
          <CalendarDays aria-hidden="true" className="size-5" />
        </span>
        <h2 className="mt-3 text-xl font-bold tracking-tight text-slate-900">Schedule Your Demo</h2>
        <CardDescription className="text-base">
          See WarmIntro in action in a {DEMO_MINUTES}-minute demo. We will walk you through the
          talent feed, warm intros and trial projects, and answer your questions.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          className="w-full"
          onClick={() => void onSchedule()}
          disabled={demo.isPending}
          aria-busy={demo.isPending}
        >
          Book a {DEMO_MINUTES}-Minute Demo
          <ExternalLink aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </Button>
      </CardContent>
    </Card>
  );
}
