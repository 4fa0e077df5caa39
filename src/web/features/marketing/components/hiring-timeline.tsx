import { SectionHeading } from './section-heading';

/** Spec 1 §2 "How-it-works page": the timeline. */
const milestones: { when: string; title: string; description: string }[] = [
  {
    when: 'Days 1-2',
    title: 'Browse and Connect',
    description:
      'Create your account, browse the talent feed and request intros to your favourites.',
  },
  {
    when: 'Days 3-4',
    title: 'Initial Conversations',
    description: 'Candidates accept, and you book intro calls straight from their calendars.',
  },
  {
    when: 'Days 5-7',
    title: 'Trial Project Kick-off',
    description: 'Propose a paid trial project with a clear scope, budget and timeline.',
  },
  {
    when: 'Week 2-3',
    title: 'Make Your Hire',
    description: 'Review the work together and make an offer with confidence.',
  },
];

/** From sign-up to hire: the how-it-works timeline. */
export function HiringTimeline() {
  return (
    <section aria-labelledby="hiw-timeline-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <SectionHeading
          id="hiw-timeline-heading"
          eyebrow="Timeline"
          title="From first search to new teammate"
        />
        <ol className="relative mt-12 space-y-8 border-l-2 border-brand-200 pl-8">
          {milestones.map((milestone) => (
            <li key={milestone.when} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[2.6rem] size-4 rounded-full border-4 border-white bg-brand-700 shadow"
              />
              <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                {milestone.when}
              </p>
              <h3 className="mt-1 text-xl font-bold text-slate-900">{milestone.title}</h3>
              <p className="mt-1 text-slate-600">{milestone.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
