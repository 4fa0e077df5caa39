import { ArrowDown, ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { scrollToSection } from '../lib/scroll-to-section';

interface StartupsHeroProps {
  /** The `id` of the signup section the main button scrolls to. */
  signupSectionId: string;
}

/** The startups page hero; its button scrolls to the signup section (spec 1 §2 "Startups page"). */
export function StartupsHero({ signupSectionId }: StartupsHeroProps) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 -right-32 size-[32rem] rounded-full bg-brand-200/40 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">For Startups</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
          Hire pre-vetted talent through warm intros
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-600 sm:text-xl">
          Stop sifting through hundreds of resumes. Meet engineers, designers and product people our
          team has already vetted, talk to them this week, and start with a risk-free paid trial.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button size="lg" onClick={() => scrollToSection(signupSectionId)}>
            Get Started
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.talent.getHref()}>
              Browse Talent Pool
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
