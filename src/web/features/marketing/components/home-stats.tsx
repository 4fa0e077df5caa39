import { SectionHeading } from './section-heading';

/** Spec 1 §1: the home page's marketing claims. */
const stats = [
  { value: '7 days', label: 'to first intro' },
  { value: '92%', label: 'intro acceptance rate' },
  { value: '1000+', label: 'connections made' },
] as const;

/** Wordmarks of teams that hire through WarmIntro (illustrative names, drawn as text). */
const logos = ['Nimbus Labs', 'Brightwave', 'Northstar AI', 'Pixelforge', 'Fernhill', 'Quanta'];

/** The stats and logos section of the home page. */
export function HomeStats() {
  return (
    <section aria-labelledby="stats-heading" className="bg-slate-900 py-16 text-white sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="stats-heading"
          eyebrow="Results"
          title="Intros that turn into hires"
          inverted
        />
        <dl className="mx-auto mt-12 grid max-w-4xl gap-4 sm:grid-cols-3">
          {stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col rounded-2xl border border-slate-700 bg-slate-800/60 px-6 py-6 text-center"
            >
              <dt className="mt-1 text-sm text-slate-300">{stat.label}</dt>
              <dd className="order-first text-4xl font-extrabold tracking-tight text-brand-200">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-16">
          <p className="text-center text-sm font-semibold tracking-wide text-slate-300 uppercase">
            Trusted by fast-moving teams
          </p>
          <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
            {logos.map((logo) => (
              <li
                key={logo}
                className="flex h-14 items-center justify-center rounded-xl border border-slate-700 px-3 text-center text-base font-bold tracking-tight text-slate-200"
              >
                {logo}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
