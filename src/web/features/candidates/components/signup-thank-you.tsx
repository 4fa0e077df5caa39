import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { DocumentTitle } from '../../../components/document-title';

/**
 * The screen after a signup on /join (spec 2 §2: "a Thank You screen with a link to the
 * homepage"). Focus moves to its heading so screen readers announce it.
 */
export function SignupThankYou({ firstName }: { firstName: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-16 sm:py-24">
      <DocumentTitle>Thank You | WarmIntro</DocumentTitle>
      <Card className="mx-auto max-w-xl text-center">
        <CardContent className="space-y-5 p-8 sm:p-10">
          <CheckCircle2 className="mx-auto size-14 text-green-700" aria-hidden="true" />
          <h1
            ref={heading}
            tabIndex={-1}
            className="text-3xl font-extrabold tracking-tight text-slate-900 outline-none"
          >
            Thank You{firstName ? `, ${firstName}` : ''}!
          </h1>
          <p className="text-lg text-slate-600">
            Your profile is in. Our team reviews every new profile, and once it is approved,
            startups can ask you for a warm intro. No applications, no cover letters.
          </p>
          <div className="flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.home.getHref()}>Back to Homepage</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.candidateDashboard.getHref()}>Go to My Dashboard</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
