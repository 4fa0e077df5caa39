import { COUNT_UP_MS, useCountUp } from '../lib/use-count-up';
import { CountUpStat } from './count-up-stat';

/** Spec 1 §1, §9: the startups page's figures, counting up over 2 seconds. */
const stats: { targets: number[]; format: (values: number[]) => string; label: string }[] = [
  { targets: [500], format: ([n]) => `${n}+`, label: 'pre-vetted professionals' },
  { targets: [5, 7], format: ([low, high]) => `${low}-${high} days`, label: 'average hire time' },
  { targets: [90], format: ([n]) => `${n}%`, label: 'trial-to-hire success' },
  { targets: [200], format: ([n]) => `${n}+`, label: 'startups served' },
];

/** The stats band: the count-up starts when it scrolls into view. */
export function StartupsStatsBand() {
  const { ref, progress } = useCountUp<HTMLElement>(COUNT_UP_MS);
  return (
    <section
      ref={ref}
      aria-label="WarmIntro in numbers"
      className="bg-gradient-to-r from-brand-700 to-brand-900 py-14 sm:py-20"
    >
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 sm:px-6 lg:grid-cols-4">
        {stats.map((stat) => (
          <CountUpStat
            key={stat.label}
            targets={stat.targets}
            format={stat.format}
            label={stat.label}
            progress={progress}
          />
        ))}
      </dl>
    </section>
  );
}
