import { useState } from 'react';
import { ArrowRight, Pause, Play } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { usePrefersReducedMotion } from '../lib/use-prefers-reduced-motion';
import { useRotatingIndex } from '../lib/use-rotating-index';

/** Spec 1 §2 "Home page": the hero taglines, in order. */
export const heroTaglines = [
  'Connect directly with top talent',
  'Skip job posts, make intros',
  'Say goodbye to ghosting',
  'Book calls, not interviews',
  'Start with a conversation, not a CV',
] as const;
/** Spec 1 §9: hero tagline rotation 3000 ms. */
export const TAGLINE_ROTATION_MS = 3000;

/**
 * The home hero: taglines rotating every 3 s (still under prefers-reduced-motion, and pausable,
 * WCAG 2.2.2), and the calls to action Browse Talent Pool and Join as Talent.
 */
export function HomeHero() {
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const rotating = !reducedMotion && !paused;
  const { index, stepped } = useRotatingIndex(heroTaglines.length, TAGLINE_ROTATION_MS, rotating);
  const tagline = heroTaglines[index] ?? heroTaglines[0];

  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-brand-200/40 blur-3xl"
      />
      <div className="relative mx-auto max-w-5xl px-4 pt-14 pb-12 text-center sm:px-6 sm:pt-20 sm:pb-16">
        <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-4 py-1.5 text-sm font-medium text-brand-800 shadow-sm">
          Warm intros to pre-vetted tech talent
        </p>
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
          <span className="sr-only">{heroTaglines[0]}</span>
          <span
            aria-hidden="true"
            key={tagline}
            // The first tagline is there from the first paint (prerendered): no entrance animation,
            // which would hold back the page's largest paint (issue #14 "Pages").
            className={cn(
              'flex min-h-[3.4em] items-center justify-center sm:min-h-[2.2em]',
              stepped && 'motion-safe:animate-tagline',
            )}
          >
            {tagline}
          </span>
        </h1>
        <p className="mx-auto mt-2 max-w-2xl text-lg text-slate-600 sm:text-xl">
          WarmIntro connects startups with a curated pool of pre-vetted engineers, designers and
          product people. No job posts, no resume piles: ask for an intro, book a call, and start
          with a paid trial project.
        </p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Button asChild size="lg">
            <Link to={paths.talent.getHref()}>
              Browse Talent Pool
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.candidateSignup.getHref()}>Join as Talent</Link>
          </Button>
        </div>
        {reducedMotion ? null : (
          <button
            type="button"
            onClick={() => setPaused((p) => !p)}
            aria-pressed={paused}
            className="mt-6 inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-xs font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900"
          >
            {paused ? (
              <Play aria-hidden="true" className="size-3.5" />
            ) : (
              <Pause aria-hidden="true" className="size-3.5" />
            )}
            {paused ? 'Resume taglines' : 'Pause taglines'}
          </button>
        )}
      </div>
    </section>
  );
}
