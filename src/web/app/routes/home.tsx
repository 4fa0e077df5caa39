import { useEffect, useState } from 'react';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { Button } from '../../components/ui/button';

/** Spec 1 §2 "Home page": hero taglines, rotating every 3 seconds (spec 1 §9). */
const taglines = [
  'Connect directly with top talent',
  'Skip job posts, make intros',
  'Say goodbye to ghosting',
  'Book calls, not interviews',
  'Start with a conversation, not a CV',
] as const;
const TAGLINE_ROTATION_MS = 3000;

/** Spec 1 §1: the home page's marketing claims. */
const stats = [
  { value: '7 days', label: 'to first intro' },
  { value: '92%', label: 'intro acceptance rate' },
  { value: '1000+', label: 'connections made' },
] as const;

function useRotatingIndex(length: number, intervalMs: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % length), intervalMs);
    return () => clearInterval(id);
  }, [length, intervalMs]);
  return index;
}

/** The home landing page (hero for now; the other sections come with the marketing feature). */
export function HomeRoute() {
  const index = useRotatingIndex(taglines.length, TAGLINE_ROTATION_MS);
  const tagline = taglines[index] ?? taglines[0];

  return (
    <>
      <title>WarmIntro</title>
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-32 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-brand-200/40 blur-3xl"
        />
        <div className="relative mx-auto max-w-5xl px-4 pt-16 pb-20 text-center sm:px-6 sm:pt-24 sm:pb-28">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
            <span className="sr-only">{taglines[0]}</span>
            <span
              aria-hidden="true"
              key={tagline}
              className="block min-h-[3.4em] motion-safe:animate-tagline sm:min-h-[2.2em]"
            >
              {tagline}
            </span>
          </h1>
          <div className="mt-4 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
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
          <dl className="mx-auto mt-16 grid max-w-3xl grid-cols-1 gap-4 sm:grid-cols-3">
            {stats.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col rounded-2xl border border-slate-200 bg-white/80 px-6 py-5 shadow-sm"
              >
                <dt className="text-sm text-slate-600">{stat.label}</dt>
                <dd className="order-first text-3xl font-extrabold tracking-tight text-brand-700">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </>
  );
}
