import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';

/** Spec 1 §2 "Home page": the final call to action, Find Talent Now and Offer Your Skills. */
export function FinalCta() {
  return (
    <section aria-labelledby="final-cta-heading" className="bg-white px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-5xl rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-12 text-center text-white shadow-xl sm:px-12 sm:py-16">
        <h2 id="final-cta-heading" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          Ready to start with a conversation?
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">
          Startups meet their next teammate in days, not months. Talent gets intros from founders
          who already want to talk.
        </p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Button asChild size="lg" className="bg-white text-brand-800 hover:bg-brand-50">
            <Link to={paths.talent.getHref()}>
              Find Talent Now
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white/70 bg-transparent text-white hover:bg-white/10"
          >
            <Link to={paths.candidateSignup.getHref()}>Offer Your Skills</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
