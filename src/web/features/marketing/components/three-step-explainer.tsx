import {
  CheckCircle2,
  Handshake,
  MessageSquare,
  Play,
  Search,
  type LucideIcon,
} from 'lucide-react';
import { toast } from '../../../lib/toast';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { SectionHeading } from './section-heading';

interface Step {
  value: 'browse' | 'request' | 'hire';
  tab: string;
  title: string;
  description: string;
  points: string[];
  icon: LucideIcon;
}

/** Spec 1 §2 "Home page": the three steps, tabs browse, request, hire. */
const steps: Step[] = [
  {
    value: 'browse',
    tab: 'Browse',
    title: 'Find Your Match',
    description:
      'Search a curated pool of pre-vetted engineers, designers and product people. Filter by role, skills, location and availability.',
    points: [
      'Every profile reviewed by our team',
      'Skills, experience and salary expectations up front',
      'Remote and on-site talent worldwide',
    ],
    icon: Search,
  },
  {
    value: 'request',
    tab: 'Request',
    title: 'Spark a Conversation',
    description:
      'Ask for a warm intro with one click. The candidate sees who you are and what you are building, and answers within days.',
    points: [
      'No cold outreach, no ghosting',
      'Book the intro call straight from your dashboard',
      'Reminders keep every conversation moving',
    ],
    icon: MessageSquare,
  },
  {
    value: 'hire',
    tab: 'Hire',
    title: 'Hire with Confidence',
    description:
      'Start with a short paid trial project, typically 1-2 weeks, and see real work before you commit to a hire.',
    points: [
      'Trial projects of 1 to 3 weeks',
      'Clear scope, budget and timeline',
      'Hire full-time or keep working on contract',
    ],
    icon: Handshake,
  },
];

/** The play button only announces the video (spec 1 §2, §8 coming-soon toasts). */
function showVideoComingSoon(): void {
  toast({ title: 'Coming Soon', description: 'Our product walkthrough video is on its way.' });
}

/** The three-step explainer with its tabs and the coming-soon play button. */
export function ThreeStepExplainer() {
  return (
    <section aria-labelledby="three-steps-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="three-steps-heading"
          eyebrow="How it works"
          title="From first look to first hire in three steps"
        />
        <Tabs defaultValue="browse" className="mt-10">
          <div className="flex justify-center">
            <TabsList aria-label="Steps" className="w-full max-w-md">
              {steps.map((step, i) => (
                <TabsTrigger key={step.value} value={step.value} className="flex-1">
                  <span aria-hidden="true" className="text-brand-700">
                    {i + 1}.
                  </span>
                  {step.tab}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          {steps.map((step) => (
            <TabsContent key={step.value} value={step.value} className="mt-10">
              <div className="grid items-center gap-10 lg:grid-cols-2">
                <div>
                  <span className="grid size-12 place-items-center rounded-xl bg-brand-100 text-brand-800">
                    <step.icon aria-hidden="true" className="size-6" />
                  </span>
                  <h3 className="mt-5 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
                    {step.title}
                  </h3>
                  <p className="mt-3 text-lg text-slate-600">{step.description}</p>
                  <ul className="mt-6 space-y-3">
                    {step.points.map((point) => (
                      <li key={point} className="flex items-start gap-3 text-slate-700">
                        <CheckCircle2
                          aria-hidden="true"
                          className="mt-0.5 size-5 shrink-0 text-brand-700"
                        />
                        {point}
                      </li>
                    ))}
                  </ul>
                </div>
                <div className="relative grid aspect-video place-items-center overflow-hidden rounded-2xl bg-gradient-to-br from-slate-900 via-slate-800 to-brand-900 shadow-lg">
                  <div
                    aria-hidden="true"
                    className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,rgba(251,146,60,0.35),transparent_55%)]"
                  />
                  <button
                    type="button"
                    onClick={showVideoComingSoon}
                    className="relative inline-flex size-20 items-center justify-center rounded-full bg-white text-brand-700 shadow-xl transition-transform hover:scale-105 focus-visible:outline-white motion-reduce:transition-none"
                    aria-label={`Play video: ${step.title}`}
                  >
                    <Play aria-hidden="true" className="ml-1 size-8 fill-current" />
                  </button>
                  <p className="absolute bottom-4 left-4 text-sm font-medium text-white">
                    {step.title}
                  </p>
                </div>
              </div>
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </section>
  );
}
